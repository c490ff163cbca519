import { MockClock } from './clock.ts';
import { FaultTable } from './faults.ts';
import { OtpService } from './otp.ts';
import { RequestLog } from './request-log.ts';
import { TokenIssuer } from './tokens.ts';
import { FileStore } from './file-store.ts';
import { DriftTable } from './drift.ts';
import { createDb, type Db } from '../store/db.ts';
import { JobIndex } from '../store/job-index.ts';
import type { ContractViolation } from '../contract/response-validator.ts';
import type { RecordedAnswers } from './types.ts';

export type ResponseValidation = 'off' | 'warn' | 'throw';

/**
 * Who may touch a candidate's data: 'open' takes the candidate from the request alone (what the upstream is
 * shown to do); 'strict' also asks for that candidate's own sign-in token (401 without a token, 403 for another's).
 */
export type AuthMode = 'open' | 'strict';
export const AUTH_MODES: readonly AuthMode[] = ['open', 'strict'];

export interface WorldOptions {
  /** Seed of the generated world; the same seed gives the same data. */
  seed?: number;
  /** How many jobs to generate (default 5,000). */
  jobCount?: number;
  /** Mock-clock start (epoch ms); defaults to the wall clock at start. */
  clockStart?: number;
  /** Stop the clock (tests): time moves only through POST /__mock/clock. */
  frozenClock?: boolean;
  /** Check every response against the contract ('throw' in tests and CI). */
  validateResponses?: ResponseValidation;
  /** Ownership mode (default 'open'). */
  auth?: AuthMode;
}

export interface MockWorld {
  readonly options: Required<Omit<WorldOptions, 'clockStart'>> & { clockStart?: number };
  db: Db;
  jobs: JobIndex;
  readonly clock: MockClock;
  readonly tokens: TokenIssuer;
  readonly otp: OtpService;
  readonly faults: FaultTable;
  readonly drift: DriftTable;
  readonly log: RequestLog;
  readonly files: FileStore;
  /** Responses that broke the contract since the last reset (validateResponses on). */
  readonly violations: ContractViolation[];
  /** Answers recorded from an upstream, served before the simulation when a request matches (MOCK_REPLAY). */
  replay?: RecordedAnswers;
  /** The scenario the world was last put in ('default' unless one was chosen; see mock-server/src/scenarios/). */
  scenario: string;
  /** The last id handed out per entity (nextId counts on from it; snapshots keep it). */
  readonly lastIds: Map<string, number>;
  /** Next id for an entity, above everything the seed created. */
  nextId(entity: string): number;
}

const DEFAULT_SEED = 20261121;
const DEFAULT_JOB_COUNT = 5000;

export function createEmptyWorld(options: WorldOptions = {}): MockWorld {
  const resolved = {
    seed: options.seed ?? DEFAULT_SEED,
    jobCount: options.jobCount ?? DEFAULT_JOB_COUNT,
    frozenClock: options.frozenClock ?? false,
    validateResponses: options.validateResponses ?? 'off',
    auth: options.auth ?? 'open',
    clockStart: options.clockStart,
  };
  const clock = new MockClock({ start: options.clockStart, frozen: resolved.frozenClock });
  const lastIds = new Map<string, number>();
  return {
    options: resolved,
    db: createDb(),
    jobs: new JobIndex(),
    clock,
    tokens: new TokenIssuer(clock),
    otp: new OtpService(clock),
    faults: new FaultTable(),
    drift: new DriftTable(),
    log: new RequestLog(),
    files: new FileStore(),
    violations: [],
    scenario: 'default',
    lastIds,
    nextId(entity: string): number {
      const next = (lastIds.get(entity) ?? 900_000) + 1;
      lastIds.set(entity, next);
      return next;
    },
  };
}
