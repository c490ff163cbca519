import { DIRECT_REFERRAL_TITLE, type DATE_REFERRED_OPTIONS, type REFERRAL_STEPS } from '#machines';
import type { TFunction } from 'i18next';
import type { TextKey } from '#web/i18n/index.ts';

/** The screen's lookup (`useTranslation(referralsNs).t`), passed in so that a card needs one subscription, not one per text. */
export type ReferralsText = TFunction<'referrals'>;
type ReferralsKey = TextKey<'referrals'>;

/** A status as the server writes it, compared without case or extra spaces. */
const normalized = (status: string) => status.trim().toUpperCase().replace(/\s+/g, ' ');

/** The statuses the spec and the server name, by their upper-case spelling. */
const STATUS_KEYS: Readonly<Record<string, ReferralsKey>> = {
  PENDING: 'status.pending',
  'SIGN IN PENDING': 'status.signInPending',
  APPLIED: 'status.applied',
  ASSIGNED: 'status.assigned',
  'IN PROCESS': 'status.inProcess',
  INTERVIEW: 'status.interview',
  SCHEDULED: 'status.scheduled',
  APPROVED: 'status.approved',
  SELECTED: 'status.selected',
  OFFERED: 'status.offered',
  HIRED: 'status.hired',
  JOINED: 'status.joined',
  'NOT JOINED': 'status.notJoined',
  'COMPLETED ONE MONTH': 'status.completedOneMonth',
  REJECTED: 'status.rejected',
  REMOVED: 'status.removed',
  'POSITION CLOSED': 'status.positionClosed',
  'INTERNAL TRANSFER': 'status.internalTransfer',
  EXITED: 'status.exited',
};

const SELECTED_ROUND = /^SELECTED ?- ?INTERVIEW ?(\d+)$/;

const DATE_KEYS: Record<(typeof DATE_REFERRED_OPTIONS)[number], ReferralsKey> = {
  'All Time': 'date.allTime',
  'Last 30 days': 'date.last30Days',
  'Last 3 months': 'date.last3Months',
  'Last 6 months': 'date.last6Months',
};

const STEP_KEYS: Record<(typeof REFERRAL_STEPS)[number], ReferralsKey> = {
  Referred: 'progress.referred',
  Applied: 'progress.applied',
  Interview: 'progress.interview',
  Hired: 'progress.hired',
};

/**
 * A referral status in the chosen language. A status the server spells differently from the catalogue (another
 * case) keeps its own spelling when the translation is the same words, so English shows exactly what came; a
 * status nobody lists shows as it came.
 */
export function referralStatusText(t: ReferralsText, status: string): string {
  const key = normalized(status);
  const round = SELECTED_ROUND.exec(key);
  const catalogueKey = round ? 'status.selectedRound' : STATUS_KEYS[key];
  if (!catalogueKey) return status;
  const text = t(catalogueKey, round ? { round: round[1] ?? '' } : undefined);
  return normalized(text) === key ? status : text;
}

/** A Date Referred choice in the chosen language. */
export const dateReferredText = (t: ReferralsText, option: (typeof DATE_REFERRED_OPTIONS)[number]): string =>
  t(DATE_KEYS[option]);

/** A Referral Progress step in the chosen language. */
export const referralStepText = (t: ReferralsText, step: (typeof REFERRAL_STEPS)[number]): string => t(STEP_KEYS[step]);

/** The card's job line: the job's title, or 'Direct Referral' in the chosen language. */
export const referralJobText = (t: ReferralsText, jobTitle: string): string =>
  jobTitle === DIRECT_REFERRAL_TITLE ? t('card.directReferral') : jobTitle;
