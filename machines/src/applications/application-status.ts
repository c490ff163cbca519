import type { ApplicationsMessageKey } from '../messages/keys/applications.ts';
import { message, upstream, type Message } from '../messages/message.ts';
import { readableStatus } from '../values/status-text.ts';

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
  label: Message;
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

/** The badge text of a normalised key. */
const LABELS: Readonly<Record<string, ApplicationsMessageKey>> = {
  assigned: 'applications:status.applied',
  applied: 'applications:status.applied',
  approved: 'applications:status.shortlisted',
  shortlisted: 'applications:status.shortlisted',
  scheduled: 'applications:status.interviewScheduled',
  completed: 'applications:status.completed',
  withdrawn: 'applications:status.withdrawn',
  'under-review': 'applications:status.underReview',
  interview: 'applications:status.interview',
  selected: 'applications:status.selected',
  offered: 'applications:status.offered',
  'in-process': 'applications:status.inProcess',
  rejected: 'applications:status.rejected',
  'no-show': 'applications:status.noShow',
  'not-joined': 'applications:status.notJoined',
  hired: 'applications:status.hired',
  'position-closed': 'applications:status.positionClosed',
};

/**
 * The statuses and timeline steps the screen's catalogue lists, by their text in lower case: a status given as text
 * (a filter's label, a status the badge shows as the server wrote it) is shown by its key when listed here.
 */
const TEXT_KEYS: Readonly<Record<string, ApplicationsMessageKey>> = {
  submitted: 'applications:status.submitted',
  applied: 'applications:status.applied',
  'not applied yet': 'applications:status.notAppliedYet',
  'sign in pending': 'applications:status.signInPending',
  shortlisted: 'applications:status.shortlisted',
  'under review': 'applications:status.underReview',
  'in process': 'applications:status.inProcess',
  'on hold': 'applications:status.onHold',
  'interview scheduled': 'applications:status.interviewScheduled',
  interview: 'applications:status.interview',
  selected: 'applications:status.selected',
  offered: 'applications:status.offered',
  hired: 'applications:status.hired',
  joined: 'applications:status.joined',
  completed: 'applications:status.completed',
  rejected: 'applications:status.rejected',
  removed: 'applications:status.removed',
  'no show': 'applications:status.noShow',
  'not joined': 'applications:status.notJoined',
  withdrawn: 'applications:status.withdrawn',
  cancelled: 'applications:status.cancelled',
  'position closed': 'applications:status.positionClosed',
  'interview pending': 'applications:timeline.interviewPending',
  'final decision': 'applications:timeline.finalDecision',
};

const SELECTED_ROUND = /^selected\s*-\s*(?:interview|round)\s*(\d+)$/i;

/**
 * A status written as text (a filter's label from the server, a status no key names) as the badge shows it: by its
 * key when the screen's catalogue lists it ('Selected - Round n' with its round), else as written.
 */
export function statusLabel(text: string): Message {
  const round = SELECTED_ROUND.exec(text.trim());
  if (round) return message('applications:status.selectedRound', { round: round[1] ?? '' });
  const key = TEXT_KEYS[text.trim().toLowerCase().replace(/\s+/g, ' ')];
  return key ? message(key) : upstream(readableStatus(text));
}

/** A status label's place in an alphabetical list: its key's words, or the upstream's text. */
export const statusLabelOrder = (label: Message): string =>
  'upstream' in label ? label.upstream : label.key.slice(label.key.indexOf('.') + 1);

/** 'Interview Scheduled' → 'interview-scheduled', 'No_Show' → 'no-show'. */
export function statusSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The status of an application: its normalised key and its badge text ('Submitted' when none is given). */
export function normalizeStatus(raw: string | null | undefined): ApplicationStatus {
  const text = (raw ?? '').trim() === '' ? DEFAULT_APPLICATION_STATUS : (raw ?? '').trim();
  const round = /^selected\s*-\s*interview\s*(\d+)$/i.exec(text);
  if (round) return { key: 'selected', label: message('applications:status.selectedRound', { round: round[1] ?? '' }) };
  const slug = statusSlug(text);
  if (slug === 'submitted') return { key: 'applied', label: message('applications:status.submitted') };
  const key = KEY_ALIASES[slug] ?? slug;
  const label = LABELS[key];
  return { key, label: label ? message(label) : statusLabel(readableStatus(text)) };
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
