import { CandidateTokens } from './candidate-tokens.ts';
import { JourneyContext, JourneyFailure, SkipJourney, type RunSettings } from './journey-context.ts';
import { resetMockKeepingSetup } from './mock-reset.ts';
import { OperationIndex } from './operation-index.ts';
import { Recorder } from './recorder.ts';
import type { OwnershipRow } from './ownership.ts';
import type { JourneyResult, Violation } from './types.ts';
import { Refusal } from '../cli/options.ts';
import { mockSetup, type MockSetup } from '../report/violation-groups.ts';

export interface Journey {
  name: string;
  /** It expects the mock's seeded data (a referral not yet made, a balance not yet spent): a reused mock needs --reset. */
  needsSeed?: boolean;
  run(context: JourneyContext): Promise<void>;
}

export interface CoverageRow {
  operationId: string;
  tag: string;
  documented: string[];
  seen: Array<{ status: number; count: number; documented: boolean }>;
  successSeen: boolean;
}

export interface RunReport {
  baseUrl: string;
  isMock: boolean;
  journeys: JourneyResult[];
  violations: Violation[];
  coverage: CoverageRow[];
  /** What the authorization journey found, one row per operation that names a candidate (empty when it did not run). */
  ownership: OwnershipRow[];
  /** Against the mock: the drift and faults set on it, by operation (what the violations may come from). */
  mockSetup: MockSetup;
  calls: number;
  seconds: number;
  passed: boolean;
}

export type RunOptions = Partial<Omit<RunSettings, 'baseUrl' | 'isMock'>> & {
  baseUrl: string;
  journeys: Journey[];
  /** Run only the journeys whose name contains one of these. */
  only?: string[];
  /** Against the mock: its data back to the seed first (default false); the drift and faults set on it are kept. */
  resetMock?: boolean;
  onJourney?: (result: JourneyResult) => void;
};

async function isMockUpstream(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/__mock/health`, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

interface Demo {
  candidateMobile: string;
  kycCompleteMobile: string;
  clientEmail: string;
}

/** A mock an earlier run (or a user) wrote to since its last reset: its data is no longer the seed's. */
export class MockNotFresh extends Refusal {}

interface LoggedCall {
  method: string;
  path: string;
  status: number;
}

/** Refuses to start journeys that need the seed on a mock whose request log holds accepted writes. */
async function checkFresh(base: string, journeys: Journey[]): Promise<void> {
  const needing = journeys.filter((j) => j.needsSeed);
  if (needing.length === 0) return;
  const response = await fetch(`${base}/__mock/requests`);
  if (!response.ok) return;
  const { requests } = (await response.json()) as { requests: LoggedCall[] };
  const writes = requests.filter((r) => r.method !== 'GET' && r.status >= 200 && r.status < 300);
  const last = writes.at(-1);
  if (!last) return;
  throw new MockNotFresh(
    `the mock at ${base} holds data written since its last reset (${writes.length} accepted write${writes.length === 1 ? '' : 's'}, the last ${last.method} ${last.path}): ${needing.map((j) => `"${j.name}"`).join(', ')} need${needing.length === 1 ? 's' : ''} its seeded data — run with --reset (its data back to the seed; the drift and faults set on it are kept), or in a fresh session (leave out --session)`,
  );
}

async function mockDemo(baseUrl: string, reset: boolean): Promise<Demo> {
  const base = baseUrl.replace(/\/$/, '');
  if (reset) await resetMockKeepingSetup(base);
  return (await (await fetch(`${base}/__mock/demo`)).json()) as Demo;
}

function coverageOf(operations: OperationIndex, recorder: Recorder): CoverageRow[] {
  return operations.all().map(({ spec, documentedStatuses }) => {
    const seen = [...(recorder.seen.get(spec.operationId) ?? new Map<number, number>())].map(([status, count]) => ({
      status,
      count,
      documented: documentedStatuses.includes(String(status)),
    }));
    return {
      operationId: spec.operationId,
      tag: spec.tag,
      documented: documentedStatuses,
      seen: seen.sort((a, b) => a.status - b.status),
      successSeen: seen.some((s) => s.status >= 200 && s.status < 300),
    };
  });
}

/** Walks the journeys against an upstream and checks every answer against the contract. */
export async function runConformance(options: RunOptions): Promise<RunReport> {
  const started = Date.now();
  const controlBaseUrl = options.controlBaseUrl ?? options.baseUrl;
  const isMock = await isMockUpstream(controlBaseUrl);
  const selected = options.journeys.filter(
    (j) => !options.only?.length || options.only.some((name) => j.name.includes(name)),
  );
  if (isMock && !options.resetMock) await checkFresh(controlBaseUrl.replace(/\/$/, ''), selected);
  const demo = isMock ? await mockDemo(controlBaseUrl, options.resetMock ?? false) : undefined;
  const settings: RunSettings = {
    baseUrl: options.baseUrl,
    isMock,
    allowWrites: options.allowWrites ?? false,
    candidateMobile: options.candidateMobile ?? demo?.candidateMobile,
    candidateOtp: options.candidateOtp,
    clientEmail: options.clientEmail ?? demo?.clientEmail,
    clientOtp: options.clientOtp,
    kycCompleteMobile: options.kycCompleteMobile ?? demo?.kycCompleteMobile,
    token: options.token,
    timeoutMs: options.timeoutMs ?? 30_000,
    skipInvalidRequests: options.skipInvalidRequests,
    uploadBaseUrl: options.uploadBaseUrl,
    controlBaseUrl,
    onResult: options.onResult,
  };
  const operations = new OperationIndex();
  const recorder = new Recorder();
  const candidateTokens = new CandidateTokens();
  let token: string | undefined = settings.token;
  const tokenContext = new JourneyContext('service token', settings, operations, recorder, {
    get: async () => '',
    refresh: async () => '',
  });
  const fetchToken = async (): Promise<string> => {
    const result = await tokenContext.call('fetchProgrammaticUserToken', { auth: 'none' });
    const value = (result.body as { token?: unknown } | undefined)?.token;
    if (result.status !== 200 || typeof value !== 'string')
      throw new JourneyFailure(`no service token (HTTP ${result.status})`);
    return value;
  };
  const tokens = {
    get: async () => (token ??= await fetchToken()),
    refresh: async () => (token = await fetchToken()),
  };

  const results: JourneyResult[] = [];
  for (const journey of selected) {
    const context = new JourneyContext(journey.name, settings, operations, recorder, tokens, candidateTokens);
    const journeyStarted = Date.now();
    let outcome: JourneyResult['outcome'] = 'passed';
    let reason: string | undefined;
    try {
      await journey.run(context);
    } catch (error) {
      outcome = error instanceof SkipJourney ? 'skipped' : 'failed';
      reason = error instanceof Error ? error.message : String(error);
    }
    if (outcome === 'passed' && context.violations.length > 0) {
      outcome = 'failed';
      reason = `${context.violations.length} contract violation(s)`;
    }
    const result: JourneyResult = {
      name: journey.name,
      outcome,
      reason,
      calls: context.calls,
      violations: context.violations,
      seconds: (Date.now() - journeyStarted) / 1000,
    };
    results.push(result);
    options.onJourney?.(result);
  }
  const violations = recorder.violations;
  return {
    baseUrl: options.baseUrl,
    isMock,
    journeys: results,
    violations,
    coverage: coverageOf(operations, recorder),
    ownership: recorder.ownership,
    mockSetup: isMock ? await mockSetup(controlBaseUrl) : new Map(),
    calls: recorder.calls,
    seconds: (Date.now() - started) / 1000,
    passed: violations.length === 0 && results.every((r) => r.outcome !== 'failed'),
  };
}
