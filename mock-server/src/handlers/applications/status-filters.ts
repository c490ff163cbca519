import type { components } from '#contract/schema.d.ts';

/** 'Interview Scheduled' → 'interview-scheduled', 'No_Show' → 'no-show': the key statuses are compared by. */
export function statusKey(status: string | null | undefined): string {
  const text = (status ?? '').trim();
  return (text === '' ? 'submitted' : text).toLowerCase().replace(/[\s_]+/g, '-');
}

/** Values of fetchCandidateApplications' `status` filter that stand for a status group; any other value matches its own status. */
const FILTER_GROUPS: ReadonlyMap<string, readonly string[]> = new Map([
  ['applied', ['applied', 'assigned', 'submitted']],
  ['shortlisted', ['shortlisted', 'approved']],
  ['interview', ['interview', 'scheduled', 'interview-scheduled']],
]);

export function matchesStatusFilter(status: string, filter: string): boolean {
  const wanted = statusKey(filter);
  if (wanted === 'all') return true;
  const key = statusKey(status);
  return (FILTER_GROUPS.get(wanted) ?? [wanted]).includes(key);
}

const SHORTLISTS = new Set(['shortlisted', 'approved', 'selected']);
const REJECTIONS = new Set(['rejected', 'withdrawn', 'candidate-withdrew', 'no-show', 'not-joined']);
const INTERVIEWS = new Set(['interview', 'scheduled', 'interview-scheduled']);

type OverallStatus = components['schemas']['ApplicationsOverallStatus'];

/** The summary tiles of fetchCandidateApplications (`overallStatus`): Shortlisted, Rejected and Interviews count status groups. */
export function overallStatus(statuses: readonly string[]): OverallStatus {
  const keys = statuses.map(statusKey);
  const count = (set: Set<string>) =>
    keys.filter((k) => set.has(k) || (set === SHORTLISTS && k.startsWith('selected-'))).length;
  return {
    applications: keys.length,
    shortlists: count(SHORTLISTS),
    rejections: count(REJECTIONS),
    interviewScheduled: count(INTERVIEWS),
  };
}

export const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'applied', label: 'Applied' },
  { value: 'under-review', label: 'Under Review' },
  { value: 'shortlisted', label: 'Shortlisted' },
  { value: 'interview', label: 'Interview' },
  { value: 'selected', label: 'Selected' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'hired', label: 'Hired' },
] as const;

export const DATE_OPTIONS = [
  { value: 'last7days', label: 'Last 7 days' },
  { value: 'last30days', label: 'Last 30 days' },
  { value: 'last90days', label: 'Last 3 months' },
] as const;

export const SORT_OPTIONS = [
  { value: 'RECENT', label: 'Most recent' },
  { value: 'OLDEST', label: 'Oldest' },
  { value: 'STATUS', label: 'Status' },
] as const;

/** Days covered by a date filter value ('last7days', 'last30days', 'last90days', 'last3months', '30'); null for none. */
export function dateRangeDays(value: string): number | null {
  const match = /(\d+)/.exec(value);
  if (!match) return null;
  const n = Number(match[1]);
  return /month/i.test(value) ? n * 30 : n;
}
