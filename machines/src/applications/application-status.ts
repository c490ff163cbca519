/** The default status of an application the server sent without one. */
export const DEFAULT_APPLICATION_STATUS = 'Submitted';

/** Normalised keys of the statuses on the Active Applications tab. */
export const ACTIVE_STATUS_KEYS = [
  'assigned',
  'approved',
  'selected',
  'scheduled',
  'offered',
  'in-process',
  'interview',
  'applied',
  'under-review',
  'shortlisted',
] as const;
/** Normalised keys of the statuses on the Closed Applications tab. */
export const CLOSED_STATUS_KEYS = [
  'rejected',
  'no-show',
  'not-joined',
  'withdrawn',
  'completed',
  'hired',
  'position-closed',
] as const;

export interface ApplicationStatus {
  /** The normalised key ('approved', 'no-show', 'selected', …) the tabs, counters and filters compare. */
  key: string;
  /** The badge text. */
  label: string;
}

/** Keys whose raw status reads differently from its key. */
const KEY_ALIASES: Readonly<Record<string, string>> = {
  submitted: 'applied',
  'interview-scheduled': 'scheduled',
  'completed-1-month': 'completed',
  'candidate-withdrew': 'withdrawn',
  noshow: 'no-show',
  notjoined: 'not-joined',
  inprocess: 'in-process',
  underreview: 'under-review',
};

const LABELS: Readonly<Record<string, string>> = {
  assigned: 'Applied',
  applied: 'Applied',
  approved: 'Shortlisted',
  shortlisted: 'Shortlisted',
  scheduled: 'Interview Scheduled',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
  'under-review': 'Under Review',
  interview: 'Interview',
  selected: 'Selected',
  offered: 'Offered',
  'in-process': 'In Process',
  rejected: 'Rejected',
  'no-show': 'No Show',
  'not-joined': 'Not Joined',
  hired: 'Hired',
  'position-closed': 'Position Closed',
};

const titleCase = (text: string) => text.replace(/\b([a-z])/g, (c) => c.toUpperCase());

/** 'Interview Scheduled' → 'interview-scheduled', 'No_Show' → 'no-show'. */
export function statusSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The status of an application: its normalised key and its display label ('Submitted' when none is given). */
export function normalizeStatus(raw: string | null | undefined): ApplicationStatus {
  const text = (raw ?? '').trim() === '' ? DEFAULT_APPLICATION_STATUS : (raw ?? '').trim();
  const round = /^selected\s*-\s*interview\s*(\d+)$/i.exec(text);
  if (round) return { key: 'selected', label: `Selected - Round ${round[1]}` };
  const slug = statusSlug(text);
  if (slug === 'submitted') return { key: 'applied', label: DEFAULT_APPLICATION_STATUS };
  const key = KEY_ALIASES[slug] ?? slug;
  return { key, label: LABELS[key] ?? titleCase(text) };
}

export const isActiveStatus = (key: string) => (ACTIVE_STATUS_KEYS as readonly string[]).includes(key);
export const isClosedStatus = (key: string) => (CLOSED_STATUS_KEYS as readonly string[]).includes(key);

/** The badge colour of a status. */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export function statusTone(key: string): StatusTone {
  if (['selected', 'offered', 'hired', 'completed', 'approved', 'shortlisted'].includes(key)) return 'success';
  if (['rejected', 'no-show', 'not-joined', 'withdrawn', 'removed'].includes(key)) return 'danger';
  if (['scheduled', 'interview', 'in-process'].includes(key)) return 'info';
  if (['under-review', 'on-hold', 'sign-in-pending'].includes(key)) return 'warning';
  return key === 'position-closed' ? 'neutral' : 'info';
}

const COUNTED = {
  shortlisted: ['shortlisted', 'approved', 'selected'],
  rejected: ['rejected', 'withdrawn', 'no-show', 'not-joined'],
  interviews: ['interview', 'scheduled'],
} as const;

export interface ApplicationCounters {
  submitted: number;
  shortlisted: number;
  rejected: number;
  interviews: number;
}

/** The summary tiles: every application is Submitted; the others count status groups. */
export function applicationCounters(keys: readonly string[]): ApplicationCounters {
  const count = (group: readonly string[]) => keys.filter((k) => group.includes(k)).length;
  return {
    submitted: keys.length,
    shortlisted: count(COUNTED.shortlisted),
    rejected: count(COUNTED.rejected),
    interviews: count(COUNTED.interviews),
  };
}

/** Status filter values that stand for a group of statuses. */
const FILTER_GROUPS: Readonly<Record<string, readonly string[]>> = {
  applied: ['applied', 'assigned'],
  shortlisted: ['shortlisted', 'approved'],
};

/** Whether a status (key) passes the Status filter ('all' or empty lets everything through). */
export function matchesStatusFilter(key: string, filter: string): boolean {
  const wanted = normalizeStatus(filter).key;
  if (filter === '' || wanted === 'all') return true;
  return (FILTER_GROUPS[wanted] ?? [wanted]).includes(key);
}
