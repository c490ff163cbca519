import type { FileInfo } from '../actor-io.ts';
import type { CandidateSavePayload } from '../contract-types.ts';
import { failureMessage } from '../rules/actor-failure.ts';
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

export function applySuccessMessage(job: ApplyJob | null): string {
  return `Application submitted successfully for ${jobNameOf(job)}!`;
}

export function saveFailedText(reason: string | undefined): string {
  return `Failed to save candidate details: ${reason || UNKNOWN}. Please try again.`;
}

export function applyErrorText(error: unknown): string {
  return `An error occurred while submitting your application: ${failureMessage(error) ?? UNKNOWN}. Please try again.`;
}

export function uploadErrorText(error: unknown): string {
  const message = failureMessage(error);
  return message ? `Error uploading resume: ${message}. Please try again.` : 'Failed to upload resume. Please try again.';
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
