// How a referral's status is shown: its badge colour, the status filter with counts and the four steps
// of the Referral Progress modal.

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

export const ALL_REFERRALS = 'all';

export interface StatusFilterOption {
  /** `ALL_REFERRALS` or a status as the list shows it. */
  value: string;
  label: string;
  count: number;
}

/** 'All Referrals (n)', then each status present in the list with its count, in order of first appearance. */
export function statusFilterOptions(entries: readonly { status: string }[]): StatusFilterOption[] {
  const counts = new Map<string, number>();
  for (const { status } of entries) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [
    { value: ALL_REFERRALS, label: `All Referrals (${entries.length})`, count: entries.length },
    ...[...counts].map(([status, n]) => ({ value: status, label: `${status} (${n})`, count: n })),
  ];
}

export function filterByStatus<T extends { status: string }>(entries: readonly T[], status: string): T[] {
  return status === ALL_REFERRALS ? [...entries] : entries.filter((entry) => entry.status === status);
}

/** The Date Referred filter's choices. The filter is shown but has no effect on the list. */
export const DATE_REFERRED_OPTIONS = ['All Time', 'Last 30 days', 'Last 3 months', 'Last 6 months'] as const;

export const REFERRAL_STEPS = ['Referred', 'Applied', 'Interview', 'Hired'] as const;

export interface ReferralStep {
  label: (typeof REFERRAL_STEPS)[number];
  done: boolean;
}

/**
 * The Referral Progress steps, from the status alone (already defaulted, PENDING and HIRED read as 'Pending'
 * and 'Hired'): Referred always; Applied unless 'Pending'; Interview on 'Interview' or 'Hired'; Hired on 'Hired'.
 */
export function referralProgress(status: string): ReferralStep[] {
  const done: Record<ReferralStep['label'], boolean> = {
    Referred: true,
    Applied: status !== 'Pending',
    Interview: status === 'Interview' || status === 'Hired',
    Hired: status === 'Hired',
  };
  return REFERRAL_STEPS.map((label) => ({ label, done: done[label] }));
}

/** The card's count line: 'n jobs applied'. */
export const jobsAppliedText = (n: number): string => `${n} jobs applied`;
