// How a referral's status is shown: its badge text and colour, the status filter with counts and the four steps
// of the Referral Progress modal.
import type { ReferralsMessageKey } from '../messages/keys/referrals.ts';
import { message, upstream, type KeyedMessage, type Message } from '../messages/message.ts';

export type ReferralTone = 'green' | 'blue' | 'amber' | 'red' | 'grey';

const TONES: Record<Exclude<ReferralTone, 'grey'>, readonly string[]> = {
  green: ['APPROVED', 'JOINED', 'SELECTED'],
  blue: ['IN PROCESS', 'ASSIGNED', 'SCHEDULED', 'OFFERED', 'SELECTED - INTERVIEW 1'],
  amber: ['SIGN IN PENDING'],
  red: ['REJECTED', 'NOT JOINED', 'REMOVED'],
};

/**
 * The badge colour: green, blue, amber and red for the statuses the spec lists; grey for POSITION CLOSED,
 * INTERNAL TRANSFER and EXITED, and for any status the spec gives no colour (Pending, APPLIED, Hired…).
 */
export function referralTone(status: string): ReferralTone {
  const key = status.trim().toUpperCase().replace(/\s+/g, ' ');
  for (const [tone, statuses] of Object.entries(TONES) as [ReferralTone, readonly string[]][]) {
    if (statuses.includes(key)) return tone;
  }
  return 'grey';
}

/** The statuses the spec and the server name, by their upper-case spelling. */
const STATUS_KEYS: Readonly<Record<string, ReferralsMessageKey>> = {
  PENDING: 'referrals:status.pending',
  'SIGN IN PENDING': 'referrals:status.signInPending',
  APPLIED: 'referrals:status.applied',
  ASSIGNED: 'referrals:status.assigned',
  'IN PROCESS': 'referrals:status.inProcess',
  INTERVIEW: 'referrals:status.interview',
  SCHEDULED: 'referrals:status.scheduled',
  APPROVED: 'referrals:status.approved',
  SELECTED: 'referrals:status.selected',
  OFFERED: 'referrals:status.offered',
  HIRED: 'referrals:status.hired',
  JOINED: 'referrals:status.joined',
  'NOT JOINED': 'referrals:status.notJoined',
  'COMPLETED ONE MONTH': 'referrals:status.completedOneMonth',
  REJECTED: 'referrals:status.rejected',
  REMOVED: 'referrals:status.removed',
  'POSITION CLOSED': 'referrals:status.positionClosed',
  'INTERNAL TRANSFER': 'referrals:status.internalTransfer',
  EXITED: 'referrals:status.exited',
};

const SELECTED_ROUND = /^SELECTED ?- ?INTERVIEW ?(\d+)$/;

/**
 * A referral's status as its badge shows it: a status the spec or the server names (in any case, 'SELECTED -
 * INTERVIEW n' with its round) by its key; any other as the server spelled it.
 */
export function referralStatusLabel(status: string): Message {
  const spelling = status.trim().toUpperCase().replace(/\s+/g, ' ');
  const round = SELECTED_ROUND.exec(spelling);
  if (round) return message('referrals:status.selectedRound', { round: round[1] ?? '' });
  const key = STATUS_KEYS[spelling];
  return key ? message(key) : upstream(status);
}

export const ALL_REFERRALS = 'all';

export interface StatusFilterOption {
  /** `ALL_REFERRALS` or a status as the list shows it. */
  value: string;
  /** 'All Referrals (n)', or the status as its badge shows it (the screen writes its count after it: 'Pending (2)'). */
  label: Message;
  count: number;
}

/** 'All Referrals (n)', then each status present in the list with its count, in order of first appearance. */
export function statusFilterOptions(entries: readonly { status: string }[]): StatusFilterOption[] {
  const counts = new Map<string, number>();
  for (const { status } of entries) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [
    {
      value: ALL_REFERRALS,
      label: message('referrals:filter.allReferrals', { total: entries.length }),
      count: entries.length,
    },
    ...[...counts].map(([status, n]) => ({ value: status, label: referralStatusLabel(status), count: n })),
  ];
}

export function filterByStatus<T extends { status: string }>(entries: readonly T[], status: string): T[] {
  return status === ALL_REFERRALS ? [...entries] : entries.filter((entry) => entry.status === status);
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

/** The card's count line: 'n jobs applied'. */
export const jobsAppliedText = (n: number): Message => message('referrals:card.jobsApplied', { number: n });
