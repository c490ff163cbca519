import type { RuleMessageKey } from '#contract/rules.ts';
import type { CommonMessageKey } from './keys/common.ts';
import type { AuthMessageKey } from './keys/auth.ts';
import type { InterviewsMessageKey } from './keys/interviews.ts';
import type { JobsMessageKey } from './keys/jobs.ts';
import type { SearchMessageKey } from './keys/search.ts';
import type { LocationMessageKey } from './keys/location.ts';
import type { LinksMessageKey } from './keys/links.ts';
import type { NotificationsMessageKey } from './keys/notifications.ts';
import type { ApplyForJobMessageKey } from './keys/apply-for-job.ts';
import type { ProfileMessageKey } from './keys/profile.ts';
import type { EarningsMessageKey } from './keys/earnings.ts';
import type { ReferCandidateMessageKey } from './keys/refer-candidate.ts';
import type { ReferralsMessageKey } from './keys/referrals.ts';
import type { ApplicationsMessageKey } from './keys/applications.ts';

/**
 * Every message key a flow may give the screen, '<namespace>:<key>'. The client's typecheck holds each to its English
 * catalogue (web/src/i18n/message-keys.ts), and its extraction check finds each English key used.
 */
export type MessageKey =
  | RuleMessageKey
  | CommonMessageKey
  | AuthMessageKey
  | InterviewsMessageKey
  | JobsMessageKey
  | SearchMessageKey
  | LocationMessageKey
  | LinksMessageKey
  | NotificationsMessageKey
  | ApplyForJobMessageKey
  | ProfileMessageKey
  | EarningsMessageKey
  | ReferCandidateMessageKey
  | ReferralsMessageKey
  | ApplicationsMessageKey;
