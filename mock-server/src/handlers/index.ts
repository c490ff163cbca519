import type { HandlerTable } from '../pipeline/handler.ts';
import { applicationsHandlers } from './applications.ts';
import { applyHandlers } from './apply.ts';
import { authHandlers } from './auth.ts';
import { earningsHandlers } from './earnings.ts';
import { interviewsHandlers } from './interviews.ts';
import { jobsHandlers } from './jobs.ts';
import { kycHandlers } from './kyc.ts';
import { languageHandlers } from './language.ts';
import { locationHandlers } from './location.ts';
import { notificationsHandlers } from './notifications.ts';
import { profileHandlers } from './profile.ts';
import { referralsHandlers } from './referrals.ts';
import { thirdPartyHandlers } from './third-party.ts';

/** Every operation's behaviour, keyed by operationId (one table per contract area). */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...jobsHandlers,
  ...locationHandlers,
  ...thirdPartyHandlers,
  ...applyHandlers,
  ...referralsHandlers,
  ...notificationsHandlers,
  ...languageHandlers,
  ...applicationsHandlers,
  ...earningsHandlers,
  ...profileHandlers,
  ...kycHandlers,
  ...interviewsHandlers,
};
