import { legacyText, type Message } from '../messages/message.ts';
import type { FileInfo } from '../actor-io.ts';
import type { CandidateSavePayload } from '../contract-types.ts';
import { failureMessage } from '../rules/actor-failure.ts';
import { fillMessage } from '../rules/fill-message.ts';
import { jobIdOf } from '../rules/job-id.ts';
import { jobNameOf, recruiterIdOf } from './apply-form.ts';
import type { ApplyJob } from './apply-form.ts';

/**
 * The candidate's profile as the apply form reads it, normalised by the caller: the contract's
 * CandidateProfile names a field in several ways and lacks experience, location and notice period.
 */
export interface ApplyProfile {
  candidateId?: string | number;
  id?: string | number;
  fullName?: string;
  email?: string;
  emailId?: string;
  mobile?: string;
  filePath?: string;
  resumeFileName?: string;
  experience?: string;
  currentLocation?: string;
  cityName?: string;
  expectedSalary?: string | number;
  noticePeriod?: string;
}
/** @deprecated The former name, kept while web/ imports it; use ApplyProfile. */
export type CandidateProfile = ApplyProfile;

/**
 * What the applyForJob actor is given. Ids travel as text and may still be blank: the caller checks them
 * and splits this into applyForJob's query (numeric ids) and its form ('true'/'false' flag).
 */
export interface ApplyForJobInput {
  mobileNumber: string;
  positionId: string;
  name: string;
  recruiterId: string;
  fullName: string;
  email: string;
  mobile: string;
  useCurrentResume: boolean;
}

/** What the uploadResume actor is given: the file's facts and its stored name; the caller sends the File it kept. */
export interface UploadResumeInput {
  candidateId: string;
  file: FileInfo;
  fileName: string;
}

const UNKNOWN = 'Unknown error occurred';

export interface ApplyFormState {
  job: ApplyJob | null;
  mobileNumber: string;
  profile: ApplyProfile | null;
  fullName: string;
  email: string;
}

// The texts built around a value, as templates: the client's messages catalogue is keyed by them.
const APPLY_SUCCESS_TEXT = 'Application submitted successfully for {{jobName}}!';
const SAVE_FAILED_TEXT = 'Failed to save candidate details: {{message}}. Please try again.';
const APPLY_ERROR_TEXT = 'An error occurred while submitting your application: {{message}}. Please try again.';
const UPLOAD_ERROR_TEXT = 'Error uploading resume: {{message}}. Please try again.';

export function applySuccessMessage(job: ApplyJob | null): string {
  return fillMessage(APPLY_SUCCESS_TEXT, { jobName: jobNameOf(job) });
}

export function saveFailedText(reason: string | undefined): string {
  return fillMessage(SAVE_FAILED_TEXT, { message: reason || UNKNOWN });
}

export function applyErrorText(error: unknown): string {
  return fillMessage(APPLY_ERROR_TEXT, { message: legacy(failureMessage(error)) ?? UNKNOWN });
}

export function uploadErrorText(error: unknown): string {
  const message = failureMessage(error);
  return message
    ? fillMessage(UPLOAD_ERROR_TEXT, { message: legacyText(message) })
    : 'Failed to upload resume. Please try again.';
}

function hasResume(profile: ApplyProfile | null): boolean {
  return Boolean(profile?.resumeFileName || profile?.filePath);
}

/** The candidate save payload sent before applying. */
export function savePayload({ profile, fullName, email }: ApplyFormState): CandidateSavePayload {
  return {
    fullName: fullName.trim(),
    email: email.trim(),
    experience: profile?.experience ?? '',
    currentLocation: profile?.currentLocation || profile?.cityName || '',
    expectedSalary: String(profile?.expectedSalary ?? ''),
    noticePeriod: profile?.noticePeriod ?? '',
  };
}

export function applyForJobInput(state: ApplyFormState): ApplyForJobInput {
  return {
    mobileNumber: state.mobileNumber,
    positionId: jobIdOf(state.job ?? {}) ?? '',
    name: state.fullName.trim(),
    recruiterId: recruiterIdOf(state.job),
    fullName: state.fullName.trim(),
    email: state.email.trim(),
    mobile: state.mobileNumber,
    useCurrentResume: hasResume(state.profile),
  };
}

const legacy = (shown: Message | undefined) => (shown ? legacyText(shown) : undefined);
