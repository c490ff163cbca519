import type { AnyStateMachine } from 'xstate';
import { applyMachine } from './apply-for-job/apply.machine.ts';
import { claimMachine } from './claim/claim.machine.ts';
import { emailSignInMachine } from './email-sign-in/email-sign-in.machine.ts';
import { interviewFeedbackMachine } from './interview-feedback/interview-feedback.machine.ts';
import { jobListMachine } from './job-list/job-list.machine.ts';
import { kycMachine } from './kyc/kyc.machine.ts';
import { linkResolutionMachine } from './link-resolution/link-resolution.machine.ts';
import { mobileEntryMachine } from './mobile-entry/mobile-entry.machine.ts';
import { mobileSignInMachine } from './mobile-sign-in/mobile-sign-in.machine.ts';

/** Every machine under the name of its folder (and of its diagram file). */
export const MACHINES: Readonly<Record<string, AnyStateMachine>> = {
  'mobile-sign-in': mobileSignInMachine,
  'mobile-entry': mobileEntryMachine,
  'email-sign-in': emailSignInMachine,
  'apply-for-job': applyMachine,
  claim: claimMachine,
  'interview-feedback': interviewFeedbackMachine,
  'link-resolution': linkResolutionMachine,
  'job-list': jobListMachine,
  kyc: kycMachine,
};
