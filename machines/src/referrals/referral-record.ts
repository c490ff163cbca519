// A referral as the My Referrals screen shows it, read from fetchReferrals' answer (contract:
// openapi/src/paths/referrals.yaml) with the spec's defaults filled in, and the answer's overall counts.
import type { components } from '#contract/schema.d.ts';
import { message, upstream, type Message } from '../messages/message.ts';
import { referralStats, type ReferralStats } from './referral-stats.ts';

type WireReferral = components['schemas']['Referral'];
type WireReferralsData = components['schemas']['ReferralsData'];

export const DEFAULT_REFERRAL_STATUS = 'Pending';
export const DIRECT_REFERRAL_TITLE = message('referrals:card.directReferral');
export const INVALID_REFERRALS_RESPONSE = message('referrals:error.invalidResponse');

export interface Referral {
  id: number;
  name: string;
  /** The server's text; 'Pending' when absent, and PENDING / HIRED read as 'Pending' / 'Hired'. */
  status: string;
  /** From `mobile` or `mobile_number`; '' when neither is given. */
  mobile: string;
  email: string;
  referredBy: string;
  referredDate: string;
  /** From `appliedCount`. */
  applicationCount: number;
  jobId: number | null;
  /** The job's title as the server wrote it, or 'Direct Referral'. */
  jobTitle: Message;
  reward: number;
}

export interface ReferralsView {
  referrals: Referral[];
  stats: ReferralStats;
}

/** The status text with its default; the recognised upper-case spellings PENDING and HIRED read as 'Pending' and 'Hired'. */
export function referralStatus(status: string | null | undefined): string {
  const text = (status ?? '').trim();
  if (text === '') return DEFAULT_REFERRAL_STATUS;
  const upper = text.toUpperCase();
  if (upper === 'PENDING') return 'Pending';
  if (upper === 'HIRED') return 'Hired';
  return text;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** How the upstream titles a referral for no particular job. */
const UPSTREAM_DIRECT_REFERRAL = 'Direct Referral';

/** The job's title as the server wrote it; none, or the upstream's own 'Direct Referral', reads 'Direct Referral'. */
function jobTitle(title: string): Message {
  const trimmed = title.trim();
  return trimmed === '' || trimmed === UPSTREAM_DIRECT_REFERRAL ? DIRECT_REFERRAL_TITLE : upstream(trimmed);
}

/** One referral with the spec's defaults: status 'Pending', job title 'Direct Referral', reward 0. */
export function toReferral(raw: Partial<WireReferral>, index = 0): Referral {
  return {
    id: typeof raw.id === 'number' ? raw.id : -(index + 1),
    name: text(raw.name),
    status: referralStatus(raw.status),
    mobile: text(raw.mobile) || text(raw.mobile_number),
    email: text(raw.email),
    referredBy: text(raw.referredBy),
    referredDate: text(raw.referredDate),
    applicationCount: count(raw.appliedCount),
    jobId: typeof raw.jobId === 'number' && raw.jobId > 0 ? raw.jobId : null,
    jobTitle: jobTitle(text(raw.jobTitle)),
    reward: typeof raw.reward === 'number' && Number.isFinite(raw.reward) ? raw.reward : 0,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * fetchReferrals' answer (the referrals object, or inside a `{ success, data }` envelope) as the screen's
 * list and counts; a non-object answer is 'Invalid API response format'.
 */
export function readReferralsAnswer(
  body: unknown,
): { ok: true; view: ReferralsView } | { ok: false; message: Message } {
  if (!isObject(body)) return { ok: false, message: INVALID_REFERRALS_RESPONSE };
  const data: Partial<WireReferralsData> = isObject(body.data) ? body.data : body;
  const entries = Array.isArray(data.candidateDetails) ? data.candidateDetails : [];
  const referrals = entries.filter(isObject).map((raw, index) => toReferral(raw as Partial<WireReferral>, index));
  return {
    ok: true,
    view: { referrals, stats: referralStats(isObject(data.overallStatus) ? data.overallStatus : undefined, referrals) },
  };
}
