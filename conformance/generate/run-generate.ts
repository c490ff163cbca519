import { loadOperations, type ContractOperation } from '#mock/contract/load-contract.ts';
import type { CheckName } from './checks.ts';
import type { GenerateSettings, RunContext } from './context.ts';
import { FIRST, PRODUCERS, resourcesNeeded } from './dependencies.ts';
import { keepMockState } from './mock-state.ts';
import { Ledger, type Finding, type OperationRow } from './ledger.ts';
import { runNegative, runPositive } from './operation-run.ts';
import { runProbes } from './probes.ts';
import { RunState, type Sessions } from './run-state.ts';
import { openSessions, type Identities } from './sessions.ts';

/** Another contract than this repository's: its operations, and the credentials the options give for it. */
export interface OtherContract {
  operations: ContractOperation[];
  token?: string;
  headers: Record<string, string>;
}

export interface GenerateOptions extends Omit<GenerateSettings, 'deadline'> {
  /** The contract the requests are drawn from (default this repository's). */
  contract?: OtherContract;
  /** Seconds the whole run may take. */
  timeLimit: number;
  checks: CheckName[];
  /** Only these operations are checked and reported (the ones whose answers they need run first, unreported). */
  operations?: string[];
  identities: Omit<Identities, 'isMock' | 'demoCode'>;
  onOperation?: (row: OperationRow) => void;
}

export interface GenerateReport {
  baseUrl: string;
  seed: number;
  isMock: boolean;
  strict: boolean;
  rows: OperationRow[];
  findings: Finding[];
  calls: number;
  seconds: number;
  /** The time limit ended the run before every operation had its examples. */
  interrupted: boolean;
  /** Why the run could not start (no sign-in), when it could not. */
  error?: string;
  passed: boolean;
}

interface Demo {
  clientEmail?: string;
  kycCompleteMobile?: string;
  otp?: string;
  links?: Record<string, string>;
}

async function mockDemo(baseUrl: string): Promise<Demo | undefined> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/__mock/demo`, { signal: AbortSignal.timeout(3000) });
    return response.ok ? ((await response.json()) as Demo) : undefined;
  } catch {
    return undefined;
  }
}

/** Producers first (in the order their dependencies need), then the rest in document order. */
function ordered(
  operations: ContractOperation[],
  only: string[] | undefined,
): Array<{ op: ContractOperation; reported: boolean }> {
  const rank = (op: ContractOperation) =>
    FIRST.includes(op.operationId) ? FIRST.indexOf(op.operationId) : FIRST.length;
  const sorted = [...operations].sort((a, b) => rank(a) - rank(b));
  if (!only?.length) return sorted.map((op) => ({ op, reported: true }));
  const asked = sorted.filter((op) => only.includes(op.operationId));
  const fields = asked.flatMap((op) => [
    ...op.parameters.map((p) => ({ operationId: op.operationId, name: p.name })),
    ...Object.keys(
      (Object.values(op.requestBody?.content ?? {})[0]?.schema as { properties?: object } | undefined)?.properties ??
        {},
    ).map((name) => ({ operationId: op.operationId, name })),
  ]);
  const needed = resourcesNeeded(fields);
  const producers = sorted.filter(
    (op) => !only.includes(op.operationId) && Object.values(PRODUCERS[op.operationId] ?? {}).some((r) => needed.has(r)),
  );
  return [...producers.map((op) => ({ op, reported: false })), ...asked.map((op) => ({ op, reported: true }))].sort(
    (a, b) => rank(a.op) - rank(b.op),
  );
}

/** Generates requests from the contract for every operation and checks the answers; see README "Generative conformance". */
export async function runGenerate(options: GenerateOptions): Promise<GenerateReport> {
  const started = Date.now();
  const demo = await mockDemo(options.baseUrl);
  const restore = demo ? await keepMockState(options.baseUrl) : undefined;
  try {
    return await generate(options, started, demo);
  } finally {
    await restore?.();
  }
}

/** This product's contract (its sign-in, dependencies and ownership apply): it has the product's sign-in calls. */
const isProduct = (operations: ContractOperation[]) =>
  ['fetchProgrammaticUserToken', 'generateOTP', 'validateOTP'].every((id) =>
    operations.some((op) => op.operationId === id),
  );

async function generate(options: GenerateOptions, started: number, demo: Demo | undefined): Promise<GenerateReport> {
  const operations = options.contract?.operations ?? loadOperations();
  const product = isProduct(operations);
  const settings: GenerateSettings = { ...options, deadline: started + options.timeLimit * 1000 };
  const isMock = demo !== undefined;
  const ledger = new Ledger(operations, options.checks);
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const lookup = (id: string) => byId.get(id)!;
  let sessions: Sessions;
  if (!product) {
    sessions = {
      serviceToken: options.contract?.token ?? '',
      strict: false,
      generic: { token: options.contract?.token, headers: options.contract?.headers ?? {} },
    };
  } else
    try {
      sessions = await openSessions({ settings, ledger }, lookup, {
        ...options.identities,
        clientEmail: options.identities.clientEmail ?? demo?.clientEmail,
        kycMobile: options.identities.kycMobile ?? demo?.kycCompleteMobile,
        isMock,
        demoCode: demo?.otp,
      });
    } catch (cause) {
      return finish(options, ledger, started, {
        isMock,
        strict: false,
        interrupted: false,
        error: cause instanceof Error ? cause.message : String(cause),
      });
    }
  const state = new RunState(sessions);
  for (const link of Object.values(demo?.links ?? {})) state.add('shortLink', link);
  const context: RunContext = { settings, ledger, state };
  let interrupted = false;
  const plan = ordered(operations, options.operations);
  for (const { op, reported } of plan) {
    if (Date.now() >= settings.deadline) {
      interrupted = true;
      break;
    }
    const positive = await runPositive(context, op);
    if (reported && Date.now() < settings.deadline) await runNegative(context, op);
    if (reported && positive.sample && Date.now() < settings.deadline) await runProbes(context, op, positive.sample);
    if (reported) options.onOperation?.(ledger.rows.get(op.operationId)!);
  }
  return finish(options, ledger, started, { isMock, strict: sessions.strict, interrupted });
}

function finish(
  options: GenerateOptions,
  ledger: Ledger,
  started: number,
  facts: Pick<GenerateReport, 'isMock' | 'strict' | 'interrupted' | 'error'>,
): GenerateReport {
  const keep = (id: string) => !options.operations?.length || options.operations.includes(id);
  const findings = ledger.findings.filter((f) => keep(f.operationId));
  return {
    baseUrl: options.baseUrl,
    seed: options.seed,
    ...facts,
    rows: [...ledger.rows.values()].filter((row) => keep(row.operationId)),
    findings,
    calls: ledger.calls,
    seconds: (Date.now() - started) / 1000,
    passed: findings.length === 0 && !facts.error,
  };
}
