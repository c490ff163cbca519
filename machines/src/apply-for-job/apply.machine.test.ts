import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { message, upstream } from '../messages/message.ts';
import { english } from '../testing/english.ts';
import { deferred, flush, startOnClock } from '../testing/harness.ts';
import type { CandidateSavePayload, DownloadResumeInput } from '../contract-types.ts';
import type {
  ApplicationResult,
  ApplyCallResult,
  ApplyForJobInput,
  ApplyProfile,
  UploadResumeInput,
} from './apply-io.ts';
import { applyMachine } from './apply.machine.ts';
import type { ApplyInput } from './apply.machine.ts';

/** A candidate as the client's model reads one: every field there, '' or undefined when the record lacks it. */
const candidate = (fields: Partial<ApplyProfile>): ApplyProfile => ({
  candidateId: undefined,
  fullName: '',
  email: '',
  filePath: '',
  resumeFileName: '',
  experience: '',
  currentLocation: '',
  cityName: '',
  expectedSalary: undefined,
  noticePeriod: '',
  ...fields,
});
const profile = candidate({
  candidateId: 42,
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  resumeFileName: 'Resume.pdf',
  filePath: 'candidates/documents/42/',
  experience: '2 years',
  cityName: 'Pune',
  expectedSalary: 25000,
  noticePeriod: '30 days',
});
const pdf = { name: 'cv.pdf', size: 2000, type: 'application/pdf' };

interface Effects {
  loadProfile: (input: { mobileNumber: string }) => Promise<ApplyProfile | null>;
  saveCandidate: (input: CandidateSavePayload) => Promise<ApplyCallResult>;
  applyForJob: (input: ApplyForJobInput) => Promise<ApplicationResult>;
  uploadResume: (input: UploadResumeInput) => Promise<ApplyCallResult>;
  downloadResume: (input: DownloadResumeInput) => Promise<ApplyCallResult>;
}

const defaults: Effects = {
  loadProfile: async () => profile,
  saveCandidate: async () => ({ success: true }),
  applyForJob: async () => ({ success: true, id: 9, candidateStatus: 'submitted' }),
  uploadResume: async () => ({ success: true }),
  downloadResume: async () => ({ success: true }),
};

async function start(overrides: Partial<Effects> = {}, input: Partial<ApplyInput> = {}) {
  const fx = { ...defaults, ...overrides };
  const spies = {
    loadProfile: vi.fn(fx.loadProfile),
    saveCandidate: vi.fn(fx.saveCandidate),
    applyForJob: vi.fn(fx.applyForJob),
    uploadResume: vi.fn(fx.uploadResume),
    downloadResume: vi.fn(fx.downloadResume),
  };
  const machine = applyMachine.provide({
    actors: {
      loadProfile: fromPromise(({ input: i }: { input: { mobileNumber: string } }) => spies.loadProfile(i)),
      saveCandidate: fromPromise(({ input: i }: { input: CandidateSavePayload }) => spies.saveCandidate(i)),
      applyForJob: fromPromise(({ input: i }: { input: ApplyForJobInput }) => spies.applyForJob(i)),
      uploadResume: fromPromise(({ input: i }: { input: UploadResumeInput }) => spies.uploadResume(i)),
      downloadResume: fromPromise(({ input: i }: { input: DownloadResumeInput }) => spies.downloadResume(i)),
    },
  });
  const run = startOnClock(machine, {
    job: { budgetCityId: 77, jobName: 'Delivery Partner', recruiterId: 5 },
    mobileNumber: '9876543210',
    ...input,
  });
  await flush();
  return { ...run, spies };
}

describe('applyForJob: opening', () => {
  it('loads the profile into the form', async () => {
    const { actor, spies } = await start();
    expect(spies.loadProfile).toHaveBeenCalledWith({ mobileNumber: '9876543210' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      candidateId: '42',
    });
  });

  it('stays usable when the profile cannot be loaded', async () => {
    const { actor } = await start({ loadProfile: () => Promise.reject(new Error('404')) });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(english(actor.getSnapshot().context.error)).toBe('Failed to get candidate profile');
  });

  it('takes the id (as text) and the e-mail from the candidate it is given', async () => {
    const { actor } = await start({ loadProfile: async () => candidate({ candidateId: 9, email: 'x@y.in' }) });
    expect(actor.getSnapshot().context).toMatchObject({ candidateId: '9', email: 'x@y.in', fullName: '' });
  });

  it('closes when idle', async () => {
    const { actor } = await start();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().output).toEqual({ status: 'closed' });
  });
});

describe('applyForJob: validation', () => {
  it('cleans the name as it is typed', async () => {
    const { actor } = await start();
    actor.send({ type: 'field.change', field: 'fullName', value: 'Asha  R4o' });
    expect(actor.getSnapshot().context.fullName).toBe('Asha Ro');
  });

  it.each<[string, Partial<ApplyInput>, { field: 'fullName' | 'email'; value: string } | null, string]>([
    ['a blank name', {}, { field: 'fullName', value: '' }, 'Please fill in all required fields.'],
    [
      'a malformed e-mail',
      {},
      { field: 'email', value: 'asha@' },
      'Please enter a valid email address (e.g., name@example.com).',
    ],
    ['no job', { job: null }, null, 'Job information is missing. Please try again.'],
    [
      'no position id',
      { job: { jobName: 'Cook' } },
      null,
      'Unable to apply: Position ID not available. Please try again.',
    ],
  ])('stops on %s', async (_, input, change, text) => {
    const { actor, spies } = await start({}, input);
    if (change) actor.send({ type: 'field.change', ...change });
    actor.send({ type: 'apply.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe(text);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(spies.saveCandidate).not.toHaveBeenCalled();
  });
});

describe('applyForJob: submitting', () => {
  it('saves details, applies, and finishes with the success text', async () => {
    const save = deferred<ApplyCallResult>();
    const { actor, spies } = await start({ saveCandidate: () => save.promise });
    actor.send({ type: 'apply.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'apply.submit' });
    expect(spies.saveCandidate).toHaveBeenCalledTimes(1);
    expect(spies.saveCandidate).toHaveBeenCalledWith({
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      experience: '2 years',
      currentLocation: 'Pune',
      expectedSalary: '25000',
      noticePeriod: '30 days',
    });
    save.resolve({ success: true });
    await flush();
    expect(spies.applyForJob).toHaveBeenCalledWith({
      mobileNumber: '9876543210',
      positionId: '77',
      name: 'Asha Rao',
      recruiterId: '5',
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
      useCurrentResume: true,
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(english(actor.getSnapshot().context.notice)).toBe(
      'Application submitted successfully for Delivery Partner!',
    );
    const output = actor.getSnapshot().output;
    expect(output?.status === 'applied' ? { ...output, message: english(output.message) } : output).toEqual({
      status: 'applied',
      message: 'Application submitted successfully for Delivery Partner!',
      result: { success: true, id: 9, candidateStatus: 'submitted' },
    });
  });

  it('sends blanks when the profile lacks details', async () => {
    const { actor, spies } = await start({
      loadProfile: async () => candidate({ candidateId: 1, fullName: 'Ravi Kumar' }),
    });
    actor.send({ type: 'apply.submit' });
    await flush();
    expect(spies.saveCandidate).toHaveBeenCalledWith({
      fullName: 'Ravi Kumar',
      email: '',
      experience: '',
      currentLocation: '',
      expectedSalary: '',
      noticePeriod: '',
    });
    expect(spies.applyForJob.mock.calls[0]?.[0].useCurrentResume).toBe(false);
  });

  it.each<[string, Partial<Effects>, string]>([
    [
      'a refused save',
      { saveCandidate: async () => ({ success: false, error: upstream('Duplicate email') }) },
      'Failed to save candidate details: Duplicate email. Please try again.',
    ],
    [
      'a save refused without reason',
      { saveCandidate: async () => ({ success: false }) },
      'Failed to save candidate details: Unknown error occurred. Please try again.',
    ],
    [
      'a failed save',
      { saveCandidate: () => Promise.reject(new Error('HTTP 500: down')) },
      'Failed to save candidate details: HTTP 500: down. Please try again.',
    ],
    [
      'a save failing without message',
      { saveCandidate: () => Promise.reject({}) },
      'Failed to save candidate details: Unknown error occurred. Please try again.',
    ],
    [
      'a refused application',
      { applyForJob: async () => ({ success: false }) },
      'Failed to submit application. Please try again.',
    ],
    [
      'a refused application with a server message',
      { applyForJob: async () => ({ success: false, message: upstream('Already applied') }) },
      'Already applied',
    ],
    [
      'a failed application',
      { applyForJob: () => Promise.reject(new Error('Failed to apply for job (HTTP 503)')) },
      'An error occurred while submitting your application: Failed to apply for job (HTTP 503). Please try again.',
    ],
    [
      'an application failing without message',
      { applyForJob: () => Promise.reject(null) },
      'An error occurred while submitting your application: Unknown error occurred. Please try again.',
    ],
  ])('stays open with the error after %s', async (_, fx, text) => {
    const { actor } = await start(fx);
    actor.send({ type: 'apply.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(english(actor.getSnapshot().context.error)).toBe(text);
  });
});

describe('applyForJob: resume', () => {
  it('checks type, size and the candidate id before uploading', async () => {
    const { actor, spies } = await start();
    actor.send({ type: 'resume.select', file: { name: 'cv.png', size: 10, type: 'image/png' } });
    expect(english(actor.getSnapshot().context.error)).toBe('Please upload a PDF, DOC, or DOCX file.');
    actor.send({ type: 'resume.select', file: { ...pdf, size: 5242881 } });
    expect(english(actor.getSnapshot().context.error)).toBe('File size must be less than 5MB.');
    const anonymous = await start({ loadProfile: async () => candidate({ fullName: 'Asha Rao' }) });
    anonymous.actor.send({ type: 'resume.select', file: pdf });
    expect(english(anonymous.actor.getSnapshot().context.error)).toBe(
      'Unable to upload resume. Please try again later.',
    );
    expect(spies.uploadResume).not.toHaveBeenCalled();
  });

  it('uploads with progress, refuses to close meanwhile, then refreshes the profile', async () => {
    const upload = deferred<ApplyCallResult>();
    let loads = 0;
    const { actor, spies } = await start({
      uploadResume: () => upload.promise,
      loadProfile: async () => (++loads === 1 ? profile : { ...profile, resumeFileName: '42_Resume.pdf' }),
    });
    actor.send({ type: 'resume.select', file: pdf });
    expect(spies.uploadResume).toHaveBeenCalledWith({ candidateId: '42', file: pdf, fileName: '42_Resume.pdf' });
    actor.send({ type: 'upload.progress', fraction: 0.4 });
    expect(actor.getSnapshot().context.uploadProgress).toBe(0.4);
    actor.send({ type: 'upload.progress', fraction: 1.7 });
    expect(actor.getSnapshot().context.uploadProgress).toBe(1);
    actor.send({ type: 'upload.progress', fraction: -1 });
    expect(actor.getSnapshot().context.uploadProgress).toBe(0);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('uploading');
    upload.resolve({ success: true });
    await flush();
    expect(spies.loadProfile).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.profile?.resumeFileName).toBe('42_Resume.pdf');
    expect(english(actor.getSnapshot().context.notice)).toBe('Resume uploaded successfully!');
  });

  it('keeps the form when the refresh after an upload fails', async () => {
    let loads = 0;
    const { actor } = await start({
      loadProfile: () => (++loads === 1 ? Promise.resolve(profile) : Promise.reject(new Error('x'))),
    });
    actor.send({ type: 'resume.select', file: pdf });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.profile?.resumeFileName).toBe('Resume.pdf');
  });

  it.each<[string, Partial<Effects>, string]>([
    [
      'a refused upload',
      {
        uploadResume: async () => ({
          success: false,
          message: message('applyForJob:upload.refused', { httpStatus: 413 }),
        }),
      },
      'Upload failed with status 413',
    ],
    [
      'a bare refusal',
      { uploadResume: async () => ({ success: false }) },
      'Failed to upload resume. Please try again.',
    ],
    [
      'a failure with a message',
      { uploadResume: () => Promise.reject(new Error('timeout')) },
      'Error uploading resume: timeout. Please try again.',
    ],
    ['a failure without one', { uploadResume: () => Promise.reject({}) }, 'Failed to upload resume. Please try again.'],
  ])('reports %s', async (_, fx, text) => {
    const { actor } = await start(fx);
    actor.send({ type: 'resume.select', file: pdf });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(english(actor.getSnapshot().context.error)).toBe(text);
  });

  it('downloads the current resume and will not close meanwhile', async () => {
    const download = deferred<ApplyCallResult>();
    const { actor, spies } = await start({ downloadResume: () => download.promise });
    actor.send({ type: 'resume.download' });
    expect(spies.downloadResume).toHaveBeenCalledWith({ path: 'candidates/documents/42/', filename: 'Resume.pdf' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('downloading');
    download.resolve({ success: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each<[string, Partial<Effects>, string]>([
    ['no resume', { loadProfile: async () => candidate({ candidateId: 1 }) }, 'No resume available to download.'],
    ['a refusal', { downloadResume: async () => ({ success: false }) }, 'Failed to download resume.'],
    [
      'a refusal with a server message',
      { downloadResume: async () => ({ success: false, message: upstream('Missing file') }) },
      'Missing file',
    ],
    [
      'a failure',
      { downloadResume: () => Promise.reject(new Error('x')) },
      'Error downloading resume. Please try again.',
    ],
  ])('reports a download with %s', async (_, fx, text) => {
    const { actor } = await start(fx);
    actor.send({ type: 'resume.download' });
    await flush();
    expect(english(actor.getSnapshot().context.error)).toBe(text);
  });

  it('downloads under the default name when the profile has only a path', async () => {
    const { actor, spies } = await start({ loadProfile: async () => candidate({ candidateId: 3, filePath: 'p' }) });
    actor.send({ type: 'resume.download' });
    expect(spies.downloadResume).toHaveBeenCalledWith({ path: 'candidates/documents/3/', filename: 'Resume.pdf' });
  });
});
