// How a referral's status is shown: its badge text and colour, the status filter with counts and the four steps
// of the Referral Progress modal.
import type { ReferralsMessageKey } from '../messages/keys/referrals.ts';
import { message, upstream, type KeyedMessage, type Message } from '../messages/message.ts';
import { readableStatus, statusLookupKey } from '../values/status-text.ts';

export type ReferralTone = 'green' | 'blue' | 'amber' | 'red' | 'grey';

const TONES: Record<Exclude<ReferralTone, 'grey'>, readonly string[]> = {
  green: ['approved', 'joined', 'selected'],
  blue: ['inprocess', 'assigned', 'scheduled', 'offered', 'selectedinterview1'],
  amber: ['signinpending'],
  red: ['rejected', 'notjoined', 'removed'],
};

/**
 * The badge colour: green, blue, amber and red for the statuses the spec lists (in any case or spelling); grey for
 * POSITION CLOSED, INTERNAL TRANSFER and EXITED, and for any status the spec gives no colour (Pending, APPLIED, Hired…).
 */
export function referralTone(status: string): ReferralTone {
  const key = statusLookupKey(status);
  for (const [tone, statuses] of Object.entries(TONES) as [ReferralTone, readonly string[]][]) {
    if (statuses.includes(key)) return tone;
  }
  return 'grey';
}

/** The statuses the spec and the server name, by their lookup key (any case, spaces, underscores or hyphens). */
const STATUS_KEYS: Readonly<Record<string, ReferralsMessageKey>> = {
  pending: 'referrals:status.pending',
  signinpending: 'referrals:status.signInPending',
  applied: 'referrals:status.applied',
  assigned: 'referrals:status.assigned',
  inprocess: 'referrals:status.inProcess',
  interview: 'referrals:status.interview',
  scheduled: 'referrals:status.scheduled',
  approved: 'referrals:status.approved',
  selected: 'referrals:status.selected',
  offered: 'referrals:status.offered',
  hired: 'referrals:status.hired',
  joined: 'referrals:status.joined',
  notjoined: 'referrals:status.notJoined',
  completedonemonth: 'referrals:status.completedOneMonth',
  completed1month: 'referrals:status.completedOneMonth',
  rejected: 'referrals:status.rejected',
  removed: 'referrals:status.removed',
  positionclosed: 'referrals:status.positionClosed',
  internaltransfer: 'referrals:status.internalTransfer',
  exited: 'referrals:status.exited',
};

const SELECTED_ROUND = /^SELECTED ?- ?INTERVIEW ?(\d+)$/;

/**
 * A referral's status as its badge shows it: a status the spec or the server names (in any case or spelling,
 * 'SELECTED - INTERVIEW n' with its round) by its key; any other made readable ('AWAITING_DOCS' → 'Awaiting Docs').
 */
export function referralStatusLabel(status: string): Message {
  const round = SELECTED_ROUND.exec(status.trim().toUpperCase().replace(/\s+/g, ' '));
  if (round) return message('referrals:status.selectedRound', { round: round[1] ?? '' });
  const key = STATUS_KEYS[statusLookupKey(status)];
  return key ? message(key) : upstream(readableStatus(status));
}

export const ALL_REFERRALS = 'all';

export interface StatusFilterOption {
  /** `ALL_REFERRALS` or a status as the list shows it. */
  value: string;
  /** 'All Referrals (n)', or the status as its badge shows it (the screen writes its count after it: 'Pending (2)'). */
  label: Message;
  count: number;
}

/**
 * 'All Referrals (n)', then each status present in the list with its count, in order of first appearance; spellings
 * of one status ('PENDING', 'Pending') are one choice, under the first spelling met.
 */
export function statusFilterOptions(entries: readonly { status: string }[]): StatusFilterOption[] {
  const counts = new Map<string, { status: string; count: number }>();
  for (const { status } of entries) {
    const key = statusLookupKey(status);
    const seen = counts.get(key);
    counts.set(key, { status: seen?.status ?? status, count: (seen?.count ?? 0) + 1 });
  }
  return [
    {
      value: ALL_REFERRALS,
      label: message('referrals:filter.allReferrals', { total: entries.length }),
      count: entries.length,
    },
    ...[...counts.values()].map(({ status, count }) => ({ value: status, label: referralStatusLabel(status), count })),
  ];
}

/** The entries with the chosen status, in any of its spellings. */
export function filterByStatus<T extends { status: string }>(entries: readonly T[], status: string): T[] {
  if (status === ALL_REFERRALS) return [...entries];
  const key = statusLookupKey(status);
  return entries.filter((entry) => statusLookupKey(entry.status) === key);
}

/**
 * The Date Referred filter's choices ('All Time', 'Last 30 days', 'Last 3 months', 'Last 6 months'), each named by
 * its key. The filter is shown but has no effect on the list.
 */
export const DATE_REFERRED_OPTIONS: readonly KeyedMessage[] = [
  message('referrals:date.allTime'),
  message('referrals:date.last30Days'),
  message('referrals:date.last3Months'),
  message('referrals:date.last6Months'),
];

export const REFERRAL_STEPS = ['Referred', 'Applied', 'Interview', 'Hired'] as const;

const STEP_LABELS: Readonly<Record<(typeof REFERRAL_STEPS)[number], Message>> = {
  Referred: message('referrals:progress.referred'),
  Applied: message('referrals:progress.applied'),
  Interview: message('referrals:progress.interview'),
  Hired: message('referrals:progress.hired'),
};

export interface ReferralStep {
  step: (typeof REFERRAL_STEPS)[number];
  label: Message;
  done: boolean;
}

/**
 * The Referral Progress steps, from the status alone (already defaulted, PENDING and HIRED read as 'Pending'
 * and 'Hired'): Referred always; Applied unless 'Pending'; Interview on 'Interview' or 'Hired'; Hired on 'Hired'.
 */
export function referralProgress(status: string): ReferralStep[] {
  const done: Record<ReferralStep['step'], boolean> = {
    Referred: true,
    Applied: status !== 'Pending',
    Interview: status === 'Interview' || status === 'Hired',
    Hired: status === 'Hired',
  };
  return REFERRAL_STEPS.map((step) => ({ step, label: STEP_LABELS[step], done: done[step] }));
}

/** The card's count line: 'n jobs applied', in the language's plural form ('1 job applied'). */
export const jobsAppliedText = (n: number): Message => message('referrals:card.jobsApplied', { count: n, n });
