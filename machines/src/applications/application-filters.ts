import type { components } from '#contract/schema.d.ts';
import { message, type Message } from '../messages/message.ts';
import type { ApplicationView } from './application-model.ts';
import { matchesStatusFilter, statusLabel, statusLabelOrder } from './application-status.ts';

export interface FilterOption {
  value: string;
  label: Message;
}

/** The choice that lets every application through: 'All'. */
export const ALL_OPTION_LABEL = message('applications:filters.all');

export type ApplicationSort = 'RECENT' | 'OLDEST' | 'STATUS';
export const DEFAULT_SORT: ApplicationSort = 'RECENT';

/** The Status filter's choices when the server sends none. */
export const DEFAULT_STATUS_OPTIONS: readonly FilterOption[] = [
  { value: 'all', label: ALL_OPTION_LABEL },
  { value: 'applied', label: message('applications:status.applied') },
  { value: 'shortlisted', label: message('applications:status.shortlisted') },
  { value: 'rejected', label: message('applications:status.rejected') },
];

/** The Date Applied filter's choices' texts, by their value. */
const DATE_LABELS: Readonly<Record<string, Message>> = {
  last7days: message('applications:date.last7Days'),
  last30days: message('applications:date.last30Days'),
  last90days: message('applications:date.last3Months'),
};

/** The Date Applied filter's choices. */
export const DEFAULT_DATE_OPTIONS: readonly FilterOption[] = Object.entries(DATE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/**
 * A choice the server sent ({ value, label }) as the filter shows it: 'All', a date window by its value, a status
 * by its label (as the server wrote it when the screen's catalogue does not list it).
 */
export function toFilterOption(option: components['schemas']['ApplicationFilterOption']): FilterOption {
  if (option.value === 'all' || option.label === 'All') return { value: option.value, label: ALL_OPTION_LABEL };
  return { value: option.value, label: DATE_LABELS[option.value] ?? statusLabel(option.label) };
}

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
  if (sort === 'STATUS') {
    const order = (a: ApplicationView) => statusLabelOrder(a.status.label);
    return [...list].sort((a, b) => order(a).localeCompare(order(b)) || newest(a, b));
  }
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
