import type { components } from '#contract/schema.d.ts';
import { message, type Message } from '../messages/message.ts';
import type { FileInfo } from '../actor-io.ts';
import type { CandidateSavePayload } from '../contract-types.ts';
import { failureMessage } from '../values/actor-failure.ts';
import { jobIdOf } from '../values/job-id.ts';
import { jobNameOf, recruiterIdOf } from './apply-form.ts';
import type { ApplyJob } from './apply-form.ts';

/**
 * What the apply flow reads of the candidate. The caller gives it the candidate as the client's one model reads
 * them (web/src/entities/candidate/model/candidate.ts: each field once, under one name, '' when absent).
 */
export interface ApplyProfile {
  candidateId?: number;
  fullName: string;
  email: string;
  filePath: string;
  resumeFileName: string;
  experience: string;
  currentLocation: string;
  cityName: string;
  expectedSalary?: number;
  noticePeriod: string;
}

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

/**
 * What the apply flow's write calls (save, apply, upload, download) resolve with: whether the upstream took it, and
 * what a refusal says — the answer's own words (`upstream(text)`), or the client's reason when the refusal came
 * without any (a bare HTTP status).
 */
export interface ApplyCallResult {
  success: boolean;
  message?: Message;
  error?: Message;
}

/** applyForJob's answer (its id and status; its text as a Message) with the outcome every apply call reports. */
export type ApplicationResult = ApplyCallResult & Partial<Omit<components['schemas']['ApplyForJobResult'], 'message'>>;

const UNKNOWN = message('common:error.unknown');

export interface ApplyFormState {
  job: ApplyJob | null;
  mobileNumber: string;
  profile: ApplyProfile | null;
  fullName: string;
  email: string;
}

export const APPLY_PROFILE_LOAD_FAILED = message('applyForJob:profile.loadFailed');
export const RESUME_UPLOAD_SUCCEEDED = message('applyForJob:upload.succeeded');
export const RESUME_UPLOAD_FAILED = message('applyForJob:upload.failed');
/** A resume upload still refused with 401 after its one retry with a renewed token. */
export const RESUME_AUTH_FAILED = message('common:auth.failedSignInAgain');
export const RESUME_DOWNLOAD_NONE = message('applyForJob:download.noResume');
export const RESUME_DOWNLOAD_FAILED = message('applyForJob:download.failed');
export const RESUME_DOWNLOAD_ERROR = message('applyForJob:download.error');
export const APPLY_SUBMIT_FAILED = message('applyForJob:submit.failed');

/** 'Application submitted successfully for {{jobName}}!': the job's name as it came. */
export function applySuccessMessage(job: ApplyJob | null): Message {
  return message('applyForJob:submit.succeeded', { jobName: jobNameOf(job) });
}

/** 'Failed to save candidate details: {{message}}. …', the reason the refusal or the failure gave, else unknown. */
export function saveFailedMessage(reason: Message | undefined): Message {
  return message('applyForJob:save.failed', { message: reason ?? UNKNOWN });
}

/** 'An error occurred while submitting your application: {{message}}. …', the failed call's reason. */
export function applyErrorMessage(error: unknown): Message {
  return message('applyForJob:submit.error', { message: failureMessage(error) ?? UNKNOWN });
}

/** 'Error uploading resume: {{message}}. …' with the failed call's reason; without one, the upload simply failed. */
export function uploadErrorMessage(error: unknown): Message {
  const reason = failureMessage(error);
  return reason ? message('applyForJob:upload.error', { message: reason }) : RESUME_UPLOAD_FAILED;
}

export function hasResume(profile: ApplyProfile | null): boolean {
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
