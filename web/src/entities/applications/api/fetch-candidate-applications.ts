import { queryOptions } from '@tanstack/react-query';
import {
  APPLICATIONS_FETCH_THROTTLE_MS,
  APPLICATIONS_LANGUAGE,
  APPLICATIONS_PAGE,
  APPLICATIONS_PAGE_SIZE,
  DEFAULT_SORT,
  toFilterOption,
  type FilterOption,
  type ServerApplication,
} from '#machines';
import type { components } from '#contract/schema.d.ts';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { applicationKeys } from './application-keys.ts';

const path = `${PRODUCT_JOBS}/fetchCandidateApplications` as const;

export interface CandidateApplications {
  applications: ServerApplication[];
  statusOptions: FilterOption[] | null;
  dateOptions: FilterOption[] | null;
}

type Filters = components['schemas']['ApplicationFilters'];
/** The server's choices as the filter shows them, or null when it sent none. */
const options = (list: Filters['statusOptions']) => (list && list.length > 0 ? list.map(toFilterOption) : null);

/** GET fetchCandidateApplications: page 1, size 50, language 'en', newest first; no data means no applications. */
export async function fetchCandidateApplications(
  mobileNumber: string,
  signal?: AbortSignal,
): Promise<CandidateApplications> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) =>
      upstream.client.GET(path, {
        params: {
          query: {
            mobileNumber,
            page: APPLICATIONS_PAGE,
            size: APPLICATIONS_PAGE_SIZE,
            language: APPLICATIONS_LANGUAGE,
            sortBy: DEFAULT_SORT,
          },
        },
        ...init,
      }),
    { signal },
  );
  if (!result.ok) throw new CallError(result.message);
  const data = result.data?.data ?? null;
  return {
    applications: data?.applicationDetails ?? [],
    statusOptions: options(data?.filters?.statusOptions),
    dateOptions: options(data?.filters?.dateOptions),
  };
}

/** The list; a remount reloads it only when the last load is at least 10 s old (the spec's throttle). */
export function candidateApplicationsQueryOptions(mobileNumber: string) {
  return queryOptions({
    queryKey: applicationKeys.list(mobileNumber),
    queryFn: ({ signal }) => fetchCandidateApplications(mobileNumber, signal),
    staleTime: APPLICATIONS_FETCH_THROTTLE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
