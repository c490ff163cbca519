import { message, type Message } from '../messages/message.ts';
import { validateFullName } from '../values/full-name.ts';
import { isValidEmail } from '../values/email.ts';
import { jobIdOf } from '../values/job-id.ts';
import type { JobIdentity } from '../values/job-id.ts';

/** The job applied for: a job of the list (searchJobs, numeric ids) or of a shared link (LinkJobDetails, ids as text). */
export interface ApplyJob extends JobIdentity {
  jobName?: string;
  title?: string;
  recruiterId?: string | number | null;
  recruiter_id?: string | number | null;
}

export const REQUIRED_FIELDS = message('applyForJob:form.requiredFields');
export const JOB_MISSING = message('applyForJob:form.jobMissing');
export const POSITION_MISSING = message('applyForJob:form.positionMissing');
/** The address the apply form's e-mail message gives as an example, as the profile form's does. */
export const APPLY_EMAIL_EXAMPLE = 'name@example.com';
export const APPLY_EMAIL_INVALID = message('applyForJob:form.emailInvalid', { example: APPLY_EMAIL_EXAMPLE });
/** A resume chosen before the profile named the candidate: there is no one to store it for. */
export const RESUME_NO_CANDIDATE = message('applyForJob:upload.noCandidate');

/** The e-mail is optional; given, it must look like an address. */
function applyEmailError(email: string): Message | null {
  return email.trim() === '' || isValidEmail(email) ? null : APPLY_EMAIL_INVALID;
}

export interface ApplyForm {
  job: ApplyJob | null;
  fullName: string;
  email: string;
  mobileNumber: string;
}

/** The first problem that stops an application, in the order the form reports them. */
export function applyFormError({ job, fullName, email, mobileNumber }: ApplyForm): Message | null {
  if (fullName.trim() === '' || mobileNumber.trim() === '') return REQUIRED_FIELDS;
  const problem = validateFullName(fullName) ?? applyEmailError(email);
  if (problem) return problem;
  if (!job) return JOB_MISSING;
  return jobIdOf(job) === null ? POSITION_MISSING : null;
}

export function jobNameOf(job: ApplyJob | null): string {
  return job?.jobName || job?.title || '';
}

export function recruiterIdOf(job: ApplyJob | null): string {
  const id = job?.recruiterId ?? job?.recruiter_id;
  return id === undefined || id === null || id === '' ? '0' : String(id);
}
