import { MockClock } from './clock.ts';
import { FaultTable } from './faults.ts';
import { OtpService } from './otp.ts';
import { RequestLog } from './request-log.ts';
import { TokenIssuer } from './tokens.ts';
import { DEFAULT_STORAGE_LIMIT_BYTES, FileStore } from './file-store.ts';
import { DEFAULT_NEW_CANDIDATE_LIMIT, NewCandidates } from './new-candidates.ts';
import { DriftTable } from './drift.ts';
import { createDb, type Db } from '../store/db.ts';
import { JobIndex } from '../store/job-index.ts';
import type { ContractViolation } from '../contract/response-validator.ts';
import type { RecordedAnswers } from './types.ts';
import { CallTap } from './call-tap.ts';

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
  /** Total bytes of stored files (default 256 MB, MOCK_STORAGE_LIMIT): an upload past it is refused. */
  storageLimitBytes?: number;
  /** Candidates sign-ins may create (default 1,000, MOCK_NEW_CANDIDATE_LIMIT): beyond it the most idle is forgotten. */
  newCandidateLimit?: number;
}

export interface MockWorld {
  /** The session this world belongs to (`X-Mock-Session`), or null for the default world. */
  readonly session: string | null;
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
  /** The candidates sign-ins created, by last activity (the seeded ones are not in it and are never forgotten). */
  readonly newCandidates: NewCandidates;
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
  /** Where the pipeline hands each call while a console watches (the registry's, shared by its worlds). */
  tap: CallTap;
}

const DEFAULT_SEED = 20261121;
/** nextId counts on from here: every id above it was handed out at run time, none by the seed. */
const FIRST_RUNTIME_ID = 900_001;
export const isRuntimeId = (id: number): boolean => id >= FIRST_RUNTIME_ID;
const DEFAULT_JOB_COUNT = 5000;

/** An unseeded world; `session` names the session it serves (null: the default world). */
export function createEmptyWorld(options: WorldOptions = {}, session: string | null = null): MockWorld {
  const resolved = {
    seed: options.seed ?? DEFAULT_SEED,
    jobCount: options.jobCount ?? DEFAULT_JOB_COUNT,
    frozenClock: options.frozenClock ?? false,
    validateResponses: options.validateResponses ?? 'off',
    auth: options.auth ?? 'open',
    storageLimitBytes: options.storageLimitBytes ?? DEFAULT_STORAGE_LIMIT_BYTES,
    newCandidateLimit: options.newCandidateLimit ?? DEFAULT_NEW_CANDIDATE_LIMIT,
    clockStart: options.clockStart,
  };
  const clock = new MockClock({ start: options.clockStart, frozen: resolved.frozenClock });
  const lastIds = new Map<string, number>();
  return {
    session,
    options: resolved,
    db: createDb(),
    jobs: new JobIndex(),
    clock,
    tokens: new TokenIssuer(clock, session ?? ''),
    otp: new OtpService(clock),
    faults: new FaultTable(),
    drift: new DriftTable(),
    log: new RequestLog(),
    files: new FileStore(resolved.storageLimitBytes),
    newCandidates: new NewCandidates(resolved.newCandidateLimit),
    violations: [],
    scenario: 'default',
    lastIds,
    tap: new CallTap(),
    nextId(entity: string): number {
      const next = (lastIds.get(entity) ?? FIRST_RUNTIME_ID - 1) + 1;
      lastIds.set(entity, next);
      return next;
    },
  };
}
