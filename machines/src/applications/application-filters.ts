import type { ApplicationView } from './application-model.ts';
import { matchesStatusFilter } from './application-status.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export type ApplicationSort = 'RECENT' | 'OLDEST' | 'STATUS';
export const DEFAULT_SORT: ApplicationSort = 'RECENT';

/** The Status filter's choices when the server sends none. */
export const DEFAULT_STATUS_OPTIONS: readonly FilterOption[] = [
  { value: 'all', label: 'All' },
  { value: 'applied', label: 'Applied' },
  { value: 'shortlisted', label: 'Shortlisted' },
  { value: 'rejected', label: 'Rejected' },
];

/** The Date Applied filter's choices. */
export const DEFAULT_DATE_OPTIONS: readonly FilterOption[] = [
  { value: 'last7days', label: 'Last 7 days' },
  { value: 'last30days', label: 'Last 30 days' },
  { value: 'last90days', label: 'Last 3 months' },
];

export interface ApplicationFilters {
  /** A status or status group ('applied', 'shortlisted', …); '' for all. */
  status: string;
  /** A date option value ('last7days', …); '' for any date. */
  date: string;
}

export const NO_FILTERS: ApplicationFilters = { status: '', date: '' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days a date option covers ('last7days' → 7, 'last90days' → 90), or null for an unknown value. */
export function dateOptionDays(value: string): number | null {
  const days = /(\d+)/.exec(value);
  return days ? Number(days[1]) : null;
}

/** Whether an application falls in a date window: by its applied date, or its last-updated date when it has none. */
export function matchesDateFilter(
  a: Pick<ApplicationView, 'appliedAt' | 'lastUpdatedAt'>,
  value: string,
  now: number,
): boolean {
  const days = value === '' ? null : dateOptionDays(value);
  if (days === null) return true;
  const at = a.appliedAt ?? a.lastUpdatedAt;
  return at !== null && at >= now - days * DAY_MS;
}

/** RECENT newest first (the default), OLDEST oldest first, STATUS alphabetical by label. */
export function sortApplications(
  list: readonly ApplicationView[],
  sort: ApplicationSort = DEFAULT_SORT,
): ApplicationView[] {
  const newest = (a: ApplicationView, b: ApplicationView) => (b.appliedAt ?? 0) - (a.appliedAt ?? 0);
  if (sort === 'OLDEST') return [...list].sort((a, b) => -newest(a, b));
  if (sort === 'STATUS') return [...list].sort((a, b) => a.status.label.localeCompare(b.status.label) || newest(a, b));
  return [...list].sort(newest);
}

export interface ApplicationTabs {
  active: ApplicationView[];
  closed: ApplicationView[];
}

/** The filtered, sorted list split into the two tabs (statuses in neither set stay on the active tab). */
export function applicationTabs(
  list: readonly ApplicationView[],
  filters: ApplicationFilters,
  now: number,
): ApplicationTabs {
  const shown = sortApplications(
    list.filter((a) => matchesStatusFilter(a.status.key, filters.status) && matchesDateFilter(a, filters.date, now)),
  );
  return { active: shown.filter((a) => !a.isClosed), closed: shown.filter((a) => a.isClosed) };
}
