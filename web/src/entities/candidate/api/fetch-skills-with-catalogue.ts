import { queryOptions } from '@tanstack/react-query';
import { message, readSkillNames, readSkillOptions, type SkillOption } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { candidateKeys } from './candidate-keys.ts';

// My Profile shows them.
const SKILLS_FETCH_FAILED = message('profile:skills.loadFailed');
const ALL_SKILLS_FETCH_FAILED = message('profile:skills.catalogueLoadFailed');

export interface SkillsWithCatalogue {
  /** The candidate's skills, as names. */
  mine: string[];
  /** Every active skill (search and the name-to-id map). */
  active: SkillOption[];
  /** Skills suggested to the candidate. */
  suggested: string[];
}

/**
 * GET fetchAllActiveSkills, fetchCandidateSkills and fetchCandidateInactiveSkills together: the candidate's list
 * is read against the active one. A failure of the first two throws (the screen shows an error, never sample
 * skills); suggestions are optional.
 */
export async function fetchSkillsWithCatalogue(
  mobileNumber: string,
  signal?: AbortSignal,
): Promise<SkillsWithCatalogue> {
  const { upstream } = api;
  const [all, mine, inactive] = await Promise.all([
    upstream.call((init) => upstream.client.GET(`${PRODUCT_JOBS}/fetchAllActiveSkills` as const, { ...init }), {
      signal,
    }),
    upstream.call(
      (init) =>
        upstream.client.GET(`${PRODUCT_JOBS}/fetchCandidateSkills` as const, {
          params: { query: { mobileNumber } },
          ...init,
        }),
      { signal },
    ),
    upstream.call(
      (init) =>
        upstream.client.GET(`${PRODUCT_JOBS}/fetchCandidateInactiveSkills` as const, {
          params: { query: { mobileNumber } },
          ...init,
        }),
      { signal },
    ),
  ]);
  if (!all.ok) throw new CallError(ALL_SKILLS_FETCH_FAILED);
  if (!mine.ok) throw new CallError(SKILLS_FETCH_FAILED);
  const active = readSkillOptions(all.data);
  const names = readSkillNames(mine.data, active);
  const suggested = inactive.ok
    ? readSkillNames(inactive.data, []).filter((n) => !names.some((m) => m.toLowerCase() === n.toLowerCase()))
    : [];
  return { mine: names, active, suggested };
}

/** My Profile's view of the skills, under the skills' key: saving them (`invalidateCandidateSkills`) reloads it. */
export function skillsWithCatalogueQueryOptions(mobileNumber: string) {
  return queryOptions({
    queryKey: candidateKeys.skillsWithCatalogue(mobileNumber),
    queryFn: ({ signal }) => fetchSkillsWithCatalogue(mobileNumber, signal),
    retry: false,
  });
}
