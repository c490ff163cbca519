import { message, type Message } from '#machines';

/** A signed-in candidate's search needs their number, for the skill match: 'Mobile number is required to fetch jobs'. */
export const MOBILE_REQUIRED_FOR_JOBS = message('jobs:mobile.required');

/** The list failed for want of the candidate's number: the Enter Mobile Number card asks for it. */
export const isMobileRequired = (shown: Message | null): boolean =>
  shown !== null && 'key' in shown && shown.key === MOBILE_REQUIRED_FOR_JOBS.key;
