import { assign, setup } from 'xstate';
import type { Message } from '../messages/message.ts';
import { notProvided } from '../not-provided.ts';
import { failureMessage } from '../values/actor-failure.ts';
import { cleanFullName } from '../values/full-name.ts';
import { DEFAULT_RESUME_NAME, resumeFileName, validateResumeFile } from '../values/resume-file.ts';
import type { FileInfo } from '../actor-io.ts';
import type { CandidateSavePayload, DownloadResumeInput } from '../contract-types.ts';
import { applyFormError, RESUME_NO_CANDIDATE } from './apply-form.ts';
import type { ApplyJob } from './apply-form.ts';
import {
  APPLY_PROFILE_LOAD_FAILED,
  hasResume,
  APPLY_SUBMIT_FAILED,
  applyErrorMessage,
  applyForJobInput,
  applySuccessMessage,
  RESUME_DOWNLOAD_ERROR,
  RESUME_DOWNLOAD_FAILED,
  RESUME_DOWNLOAD_NONE,
  RESUME_UPLOAD_FAILED,
  RESUME_UPLOAD_SUCCEEDED,
  saveFailedMessage,
  savePayload,
  uploadErrorMessage,
} from './apply-io.ts';
import type {
  ApplicationResult,
  ApplyCallResult,
  ApplyForJobInput,
  ApplyProfile,
  UploadResumeInput,
} from './apply-io.ts';

export type ApplyEvent =
  | { type: 'field.change'; field: 'fullName' | 'email'; value: string }
  | { type: 'resume.select'; file: FileInfo }
  | { type: 'resume.download' }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'apply.submit' }
  | { type: 'dialog.close' };

export interface ApplyInput {
  job: ApplyJob | null;
  mobileNumber: string;
  candidateId?: string;
}

export interface ApplyContext {
  job: ApplyJob | null;
  mobileNumber: string;
  candidateId: string;
  profile: ApplyProfile | null;
  fullName: string;
  email: string;
  file: FileInfo | null;
  uploadProgress: number;
  error: Message | null;
  notice: Message | null;
  result: ApplicationResult | null;
}

export type ApplyOutput = { status: 'applied'; message: Message; result: ApplicationResult } | { status: 'closed' };

/** The candidate loaded (null: the number has no profile yet), under what the form already holds. */
function fromProfile(context: ApplyContext, profile: ApplyProfile | null): Partial<ApplyContext> {
  const id = profile?.candidateId;
  return {
    profile,
    candidateId: context.candidateId || (id === undefined ? '' : String(id)),
    fullName: context.fullName || cleanFullName(profile?.fullName ?? '').trim(),
    email: context.email || (profile?.email ?? ''),
  };
}

export const applyMachine = setup({
  types: {
    context: {} as ApplyContext,
    events: {} as ApplyEvent,
    input: {} as ApplyInput,
    output: {} as ApplyOutput,
  },
  actors: {
    loadProfile: notProvided<ApplyProfile | null, { mobileNumber: string }>('loadProfile'),
    saveCandidate: notProvided<ApplyCallResult, CandidateSavePayload>('saveCandidate'),
    applyForJob: notProvided<ApplicationResult, ApplyForJobInput>('applyForJob'),
    uploadResume: notProvided<ApplyCallResult, UploadResumeInput>('uploadResume'),
    downloadResume: notProvided<ApplyCallResult, DownloadResumeInput>('downloadResume'),
  },
  guards: {
    formInvalid: ({ context }) => applyFormError(context) !== null,
    noCandidate: ({ context }) => context.candidateId === '',
    fileInvalid: (_, params: { file: FileInfo }) => validateResumeFile(params.file) !== null,
    noResume: ({ context }) => !hasResume(context.profile),
    succeeded: (_, params: { result: ApplyCallResult }) => params.result.success,
  },
  actions: {
    setProfile: assign(({ context }, params: { profile: ApplyProfile | null }) => fromProfile(context, params.profile)),
    refreshProfile: assign((_, params: { profile: ApplyProfile | null }) => ({ profile: params.profile })),
    setField: assign((_, params: { field: 'fullName' | 'email'; value: string }) => ({
      [params.field]: params.field === 'fullName' ? cleanFullName(params.value) : params.value,
      error: null,
    })),
    showFormError: assign(({ context }) => ({ error: applyFormError(context) })),
    showError: assign((_, params: { text: Message }) => ({ error: params.text, notice: null })),
    showFileError: assign((_, params: { file: FileInfo }) => ({ error: validateResumeFile(params.file) })),
    startUpload: assign((_, params: { file: FileInfo }) => ({
      file: params.file,
      uploadProgress: 0,
      error: null,
      notice: null,
    })),
    setProgress: assign((_, params: { fraction: number }) => ({
      uploadProgress: Math.min(1, Math.max(0, params.fraction)),
    })),
    uploaded: assign({ file: null, uploadProgress: 1, notice: RESUME_UPLOAD_SUCCEEDED }),
    clearMessages: assign({ error: null, notice: null }),
    setResult: assign(({ context }, params: { result: ApplicationResult }) => ({
      result: params.result,
      notice: applySuccessMessage(context.job),
    })),
  },
}).createMachine({
  id: 'apply',
  initial: 'loadingProfile',
  context: ({ input }) => ({
    job: input.job,
    mobileNumber: input.mobileNumber,
    candidateId: input.candidateId ?? '',
    profile: null,
    fullName: '',
    email: '',
    file: null,
    uploadProgress: 0,
    error: null,
    notice: null,
    result: null,
  }),
  output: ({ context }) =>
    context.result
      ? { status: 'applied', message: applySuccessMessage(context.job), result: context.result }
      : { status: 'closed' },
  states: {
    loadingProfile: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ mobileNumber: context.mobileNumber }),
        onDone: {
          target: 'ready',
          actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'showError', params: { text: APPLY_PROFILE_LOAD_FAILED } },
        },
      },
    },
    ready: {
      on: {
        'field.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'resume.select': [
          { guard: 'noCandidate', actions: { type: 'showError', params: { text: RESUME_NO_CANDIDATE } } },
          {
            guard: { type: 'fileInvalid', params: ({ event }) => ({ file: event.file }) },
            actions: { type: 'showFileError', params: ({ event }) => ({ file: event.file }) },
          },
          { target: 'uploading', actions: { type: 'startUpload', params: ({ event }) => ({ file: event.file }) } },
        ],
        'resume.download': [
          { guard: 'noResume', actions: { type: 'showError', params: { text: RESUME_DOWNLOAD_NONE } } },
          { target: 'downloading', actions: 'clearMessages' },
        ],
        'apply.submit': [
          { guard: 'formInvalid', actions: 'showFormError' },
          { target: 'saving', actions: 'clearMessages' },
        ],
        'dialog.close': { target: 'closed' },
      },
    },
    uploading: {
      tags: ['busy'],
      on: {
        'upload.progress': { actions: { type: 'setProgress', params: ({ event }) => ({ fraction: event.fraction }) } },
      },
      invoke: {
        id: 'uploadResume',
        src: 'uploadResume',
        input: ({ context }) => ({
          candidateId: context.candidateId,
          file: context.file as FileInfo,
          fileName: resumeFileName(context.candidateId, (context.file as FileInfo).name),
        }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            target: 'refreshingProfile',
            actions: 'uploaded',
          },
          {
            target: 'ready',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ text: event.output.message ?? RESUME_UPLOAD_FAILED }),
            },
          },
        ],
        onError: {
          target: 'ready',
          actions: { type: 'showError', params: ({ event }) => ({ text: uploadErrorMessage(event.error) }) },
        },
      },
    },
    refreshingProfile: {
      tags: ['busy'],
      invoke: {
        id: 'refreshProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ mobileNumber: context.mobileNumber }),
        onDone: {
          target: 'ready',
          actions: { type: 'refreshProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: { target: 'ready' },
      },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        id: 'downloadResume',
        src: 'downloadResume',
        input: ({ context }) => ({
          path: `candidates/documents/${context.candidateId}/`,
          filename: context.profile?.resumeFileName || DEFAULT_RESUME_NAME,
        }),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) }, target: 'ready' },
          {
            target: 'ready',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ text: event.output.message ?? RESUME_DOWNLOAD_FAILED }),
            },
          },
        ],
        onError: {
          target: 'ready',
          actions: { type: 'showError', params: { text: RESUME_DOWNLOAD_ERROR } },
        },
      },
    },
    saving: {
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'saveCandidate',
        src: 'saveCandidate',
        input: ({ context }) => savePayload(context),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) }, target: 'applying' },
          {
            target: 'ready',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ text: saveFailedMessage(event.output.error ?? event.output.message) }),
            },
          },
        ],
        onError: {
          target: 'ready',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ text: saveFailedMessage(failureMessage(event.error)) }),
          },
        },
      },
    },
    applying: {
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'applyForJob',
        src: 'applyForJob',
        input: ({ context }) => applyForJobInput(context),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            target: 'submitted',
            actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'ready',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ text: event.output.message ?? APPLY_SUBMIT_FAILED }),
            },
          },
        ],
        onError: {
          target: 'ready',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ text: applyErrorMessage(event.error) }),
          },
        },
      },
    },
    submitted: { type: 'final' },
    closed: { type: 'final' },
  },
});
