import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { MACHINES } from './registry.ts';
import { declaredStates, endStates, replay, shortestPaths, unreachableStates } from './testing/model.ts';
import type { ModelConfig } from './testing/model.ts';

const done = (id: string, output: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
});
const failed = (id: string, error: unknown = new Error('x')): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error,
  actorId: id,
});
const jobs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));
const pdf = { name: 'cv.pdf', size: 10, type: 'application/pdf' };

const signInEvents = (verifyId: string, verified: unknown, refused: unknown): AnyEventObject[] => [
  { type: 'otp.input', value: '1234' },
  { type: 'otp.input', value: '' },
  done('generateOtp', { status: true }),
  done('generateOtp', { status: false }),
  failed('generateOtp'),
  done('resendOtp', { status: true }),
  done('resendOtp', { status: false }),
  failed('resendOtp'),
  done(verifyId, verified),
  done(verifyId, refused),
  failed(verifyId),
];

/** Per machine: the inputs to start from and the events (with payloads) to try in every state. */
const MODELS: Record<string, ModelConfig> = {
  'mobile-sign-in': {
    inputs: [undefined],
    events: [
      { type: 'mobile.input', value: '9876543210' },
      { type: 'mobile.input', value: '' },
      ...signInEvents('validateOtp', { status: true, token: 't', id: 1 }, { status: false }),
    ],
  },
  'mobile-entry': {
    inputs: [undefined],
    events: [
      { type: 'country.select', countryCode: '+971' },
      { type: 'mobile.input', value: '9876543210' },
      { type: 'mobile.input', value: '501234567' },
    ],
  },
  'email-sign-in': {
    inputs: [{ emailId: 'hr@acme.in', mobileNumber: '98' }],
    events: [
      { type: 'email.input', value: 'hr@acme' },
      ...signInEvents('validateEmailOtp', { ok: true, body: null, text: '' }, { ok: false, body: null, text: '' }),
    ],
  },
  'apply-for-job': {
    inputs: [{ job: { jobId: 7, jobName: 'Cook' }, mobileNumber: '9876543210' }],
    events: [
      { type: 'field.change', field: 'fullName', value: 'Asha Rao' },
      { type: 'resume.select', file: pdf },
      { type: 'upload.progress', fraction: 0.5 },
      done('loadProfile', { candidateId: 4, fullName: 'Asha Rao', resumeFileName: 'r.pdf' }),
      failed('loadProfile'),
      done('uploadResume', { success: true }),
      failed('uploadResume'),
      done('refreshProfile', { candidateId: 4, resumeFileName: 'n.pdf' }),
      done('downloadResume', { success: true }),
      done('saveCandidate', { success: true }),
      failed('saveCandidate'),
      done('applyForJob', { success: true }),
      failed('applyForJob'),
    ],
  },
  claim: {
    inputs: [
      { kyc: null, kycPromptDismissed: false, balance: 500, mobileNumber: '9876543210' },
      { kyc: null, kycPromptDismissed: false, balance: 0, mobileNumber: '' },
    ],
    events: [
      done('fetchKyc', { aadhaarVerified: true, panVerified: true }),
      done('fetchKyc', { aadhaarVerified: false, panVerified: false }),
      { type: 'amount.input', value: '100' },
      { type: 'upi.input', value: 'a@upi' },
      { type: 'upiConfirm.input', value: 'a@upi' },
      done('transfer', { success: true }),
      failed('transfer'),
    ],
  },
  'interview-feedback': {
    inputs: [
      { interview: { interviewId: 1, status: 'Scheduled' }, token: 't' },
      { interview: { interviewId: 2, status: 'Selected' }, token: 't' },
    ],
    events: [
      done('loadFeedback', { budgetCitySkills: [], candidateSkills: [], interviewFeedback: null }),
      failed('loadFeedback'),
      { type: 'feedback.submit', decision: 'NoShow' },
      { type: 'rating.set', skillId: 1, rating: 3 },
      { type: 'comment.input', value: 'ok' },
      done('submitFeedback', { success: true, message: 'Saved' }),
      done('submitFeedback', { success: false }),
    ],
  },
  'link-resolution': {
    inputs: [
      { run: 'pageLoad', pathname: '/aB3x', search: '' },
      { run: 'notFound', pathname: '/aB3x', search: '', helperHasRun: false },
    ],
    events: [
      done('getActualUrl', { success: true, data: '/ApplyForJob?jobId=1' }),
      done('getActualUrl', { success: true, data: '/InterviewFeedback?interviewId=1' }),
      done('getActualUrl', { success: false, data: null }),
      failed('getActualUrl'),
    ],
  },
  'job-list': {
    inputs: [{ authenticated: true, locationPreference: null, filters: {} }],
    events: [
      { type: 'location.choose', preference: 'saved' },
      { type: 'search.apply', filters: {} },
      { type: 'search.reset', filters: {} },
      {
        type: 'candidate.changed',
        candidate: { authenticated: true, locationPreference: null, mobileNumber: '9876543210' },
      },
      done('searchJobs', jobs(12)),
      done('searchJobs', []),
      failed('searchJobs'),
      done('expandSearch', jobs(12)),
      failed('expandSearch'),
    ],
  },
  kyc: {
    inputs: [{ mobileNumber: '9876543210', kyc: null }],
    events: [
      { type: 'aadhaar.select', file: pdf },
      { type: 'aadhaarNumber.input', value: '482193574821' },
      { type: 'aadhaarOtp.input', value: '1234' },
      { type: 'pan.input', value: 'ABCDE1234F' },
      done('verifyAadhaar', { success: true }),
      failed('verifyAadhaar'),
      done('requestAadhaarOtp', { success: true, refId: '5300001' }),
      failed('requestAadhaarOtp'),
      done('verifyAadhaarOtp', { success: true }),
      failed('verifyAadhaarOtp'),
      done('verifyPan', { success: true }),
      failed('verifyPan'),
    ],
  },
};

describe('model-based: every declared state is reachable by a real path', () => {
  it('has a model for every machine', () => {
    expect(Object.keys(MODELS).sort()).toEqual(Object.keys(MACHINES).sort());
  });

  describe.each(Object.entries(MACHINES))('%s', (name, machine) => {
    const config = MODELS[name] as ModelConfig;
    const paths = shortestPaths(machine, config);

    it('reaches every state it declares', () => {
      expect(unreachableStates(machine, paths)).toEqual([]);
    });

    it('ends every shortest path in declared states', () => {
      const declared = new Set(declaredStates(machine));
      for (const { path } of paths) {
        const ends = endStates(machine, path);
        expect(ends.length).toBeGreaterThan(0);
        for (const id of ends) expect(declared.has(id), id).toBe(true);
      }
    });

    it('follows each path on a running actor', () => {
      const shortestToEachState = new Map<string, (typeof paths)[number]>();
      for (const modelPath of paths) {
        const key = JSON.stringify(modelPath.path.state.value);
        const known = shortestToEachState.get(key);
        if (!known || known.path.steps.length > modelPath.path.steps.length) shortestToEachState.set(key, modelPath);
      }
      for (const modelPath of shortestToEachState.values()) expect(replay(machine, modelPath)).toBeNull();
    });
  });
});

describe('model-based: the check itself', () => {
  const withOrphan: AnyStateMachine = setup({ types: { events: {} as { type: 'go' } } }).createMachine({
    id: 'orphaned',
    initial: 'start',
    states: { start: { on: { go: 'end' } }, end: { type: 'final' }, orphan: {} },
  });

  it('names a state no event leads to', () => {
    const paths = shortestPaths(withOrphan, { inputs: [undefined], events: [] });
    expect(unreachableStates(withOrphan, paths)).toEqual(['orphaned.orphan']);
  });

  it('reports a path a running actor does not follow', () => {
    const [first] = shortestPaths(withOrphan, { inputs: [undefined], events: [] }).filter(
      (p) => p.path.steps.length > 1,
    );
    const tampered = {
      ...first!,
      path: { ...first!.path, steps: first!.path.steps.map((s) => ({ ...s, state: { ...s.state, value: 'start' } })) },
    };
    expect(replay(withOrphan, tampered as typeof first & object)).toBe('after go: "end" instead of "start"');
  });
});
