import { failureMessage } from '../rules/actor-failure.ts';
import { jobIdOf } from '../rules/job-id.ts';
import type { ApplyForJobInput, ApplyJob, CandidateProfile, CandidateSavePayload } from '../types.ts';
import { jobNameOf, recruiterIdOf } from './apply-form.ts';

const UNKNOWN = 'Unknown error occurred';

export interface ApplyFormState {
  job: ApplyJob | null;
  mobileNumber: string;
  profile: CandidateProfile | null;
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

function hasResume(profile: CandidateProfile | null): boolean {
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
