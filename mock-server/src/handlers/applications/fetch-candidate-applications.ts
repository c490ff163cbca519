import { json } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import { DAY_MS, IST_OFFSET_MS, parseUpstreamDate } from '../../domain/dates.ts';
import type { Handler, HandlerRequest } from '../../pipeline/handler.ts';
import type { ApplicationRow } from '../../store/db.ts';
import { applicationView, candidateApplications } from './application-view.ts';
import {
  DATE_OPTIONS,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  dateRangeDays,
  matchesStatusFilter,
  overallStatus,
  statusKey,
} from './status-filters.ts';

type Query = HandlerRequest<'fetchCandidateApplications'>['query'];
type SortBy = NonNullable<Query['sortBy']>;

const appliedAt = (a: ApplicationRow) => parseUpstreamDate(a.appliedOn) ?? 0;

/** The end of the (India-time) day a date falls on, so toDate includes its whole day. */
function endOfDay(epoch: number): number {
  const startOfDay = Math.floor((epoch + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return startOfDay + DAY_MS - 1;
}

function filterApplications(world: MockWorld, all: ApplicationRow[], query: Query): ApplicationRow[] {
  let list = all;
  if (query.status) {
    const filter = query.status;
    list = list.filter((a) => matchesStatusFilter(a.candidateStatus, filter));
  }
  const days = query.dateRange ? dateRangeDays(query.dateRange) : null;
  if (days !== null) {
    const since = world.clock.now() - days * DAY_MS;
    list = list.filter((a) => appliedAt(a) >= since);
  }
  const from = parseUpstreamDate(query.fromDate);
  if (from !== null) list = list.filter((a) => appliedAt(a) >= from);
  const to = parseUpstreamDate(query.toDate);
  if (to !== null) {
    const until = query.toDate && query.toDate.trim().length <= 10 ? endOfDay(to) : to;
    list = list.filter((a) => appliedAt(a) <= until);
  }
  return list;
}

function sortApplications(list: ApplicationRow[], sortBy: SortBy): ApplicationRow[] {
  const newestFirst = (a: ApplicationRow, b: ApplicationRow) => appliedAt(b) - appliedAt(a) || b.id - a.id;
  if (sortBy === 'OLDEST') return [...list].sort((a, b) => -newestFirst(a, b));
  if (sortBy === 'STATUS') {
    return [...list].sort(
      (a, b) => statusKey(a.candidateStatus).localeCompare(statusKey(b.candidateStatus)) || newestFirst(a, b),
    );
  }
  return [...list].sort(newestFirst);
}

/** The candidate's applications (filtered, sorted, paged), the summary counts of all of them, and the filter options. */
export const fetchCandidateApplications: Handler<'fetchCandidateApplications'> = (request, world) => {
  const { query } = request;
  const { page = 1, size = 50, sortBy = 'RECENT' } = query;
  const candidate = findCandidateByMobile(world, query.mobileNumber);
  const all = candidate ? candidateApplications(world, candidate.id) : [];
  const chosen = sortApplications(filterApplications(world, all, query), sortBy);
  const start = (page - 1) * size;
  return json({
    success: true,
    data: {
      overallStatus: overallStatus(all.map((a) => a.candidateStatus)),
      applicationDetails: chosen.slice(start, start + size).map((a) => applicationView(world, a)),
      filters: { statusOptions: [...STATUS_OPTIONS], dateOptions: [...DATE_OPTIONS], sortOptions: [...SORT_OPTIONS] },
    },
  });
};
