import { DRIFT_KINDS, type DriftKind } from '../../core/drift.ts';
import type { FaultSpec } from '../../core/faults.ts';
import type { OtpState } from '../../core/otp.ts';
import type { TokenIssuerState } from '../../core/tokens.ts';
import { SCENARIO_NAMES } from '../../scenarios/index.ts';
import { createDb, type Db } from '../../store/db.ts';
import type { JobOrigin } from '../../store/job-index.ts';
import { checkFault } from '../fault-check.ts';
import {
  SNAPSHOT_FORMAT,
  TABLE_NAMES,
  tableOf,
  type Snapshot,
  type StoredFileSnapshot,
  type TableName,
  type TableRow,
} from './snapshot.ts';
import { checkRows } from './check-rows.ts';

/** A snapshot's body that cannot be restored: the message names the first field at fault. */
class Refusal extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Ten years, the furthest the clock moves at once: also the longest token lifetime a snapshot may set. */
const MAX_LIFETIME_MS = 10 * 365 * 24 * 60 * 60 * 1000;
const MAX_LIST = 100_000;
/** Mock times a snapshot may name: far enough either way for any test, and every date stays printable. */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('2100-01-01T00:00:00Z');

function time(value: number, path: string): number {
  if (!Number.isFinite(value) || value < EARLIEST || value >= LATEST)
    throw new Refusal(`${path} must be a time from 2000 to 2099`);
  return value;
}
const MAX_KEY_CHARS = 500;

function record(value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) throw new Refusal(`${path} must be an object`);
  return value;
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new Refusal(`${path} must be an array`);
  if (value.length > MAX_LIST) throw new Refusal(`${path} may hold at most ${MAX_LIST} entries`);
  return value;
}

function whole(value: unknown, path: string, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new Refusal(`${path} must be a whole number from 0 to ${max}`);
  }
  return value;
}

function text(value: unknown, path: string, max = MAX_KEY_CHARS): string {
  if (typeof value !== 'string' || value.length > max)
    throw new Refusal(`${path} must be a string of at most ${max} characters`);
  return value;
}

function readJobs(value: unknown, maxJobCount: number): JobOrigin | null {
  if (value === null) return null;
  const jobs = record(value, 'jobs');
  return {
    seed: whole(jobs.seed, 'jobs.seed'),
    count: whole(jobs.count, 'jobs.count', maxJobCount),
    generatedAt: time(whole(jobs.generatedAt, 'jobs.generatedAt'), 'jobs.generatedAt'),
  };
}

function readTokens(value: unknown): TokenIssuerState {
  const tokens = record(value, 'tokens');
  const lifetimeMs = whole(tokens.lifetimeMs, 'tokens.lifetimeMs', MAX_LIFETIME_MS);
  if (lifetimeMs === 0) throw new Refusal(`tokens.lifetimeMs must be a whole number from 1 to ${MAX_LIFETIME_MS}`);
  const key = text(tokens.key, 'tokens.key', 64);
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Refusal('tokens.key must be 32 bytes in hex (64 characters 0-9 a-f)');
  return {
    key,
    generation: whole(tokens.generation, 'tokens.generation'),
    serial: whole(tokens.serial, 'tokens.serial'),
    issuedSinceExpiry: whole(tokens.issuedSinceExpiry, 'tokens.issuedSinceExpiry'),
    lifetimeMs,
  };
}

/** Entries of one OTP table: [subject, value] pairs, each value read by `readValue`. */
function pairs<V>(value: unknown, path: string, readValue: (v: unknown, at: string) => V): Array<[string, V]> {
  return list(value, path).map((entry, i) => {
    if (!Array.isArray(entry) || entry.length !== 2) throw new Refusal(`${path}[${i}] must be a [subject, value] pair`);
    return [text(entry[0], `${path}[${i}][0]`), readValue(entry[1], `${path}[${i}][1]`)];
  });
}

function readOtp(value: unknown): OtpState {
  const otp = record(value, 'otp');
  if (otp.mode !== 'fixed' && otp.mode !== 'random') throw new Refusal("otp.mode must be 'fixed' or 'random'");
  const code = (v: unknown, at: string) => {
    if (typeof v !== 'string' || !/^[0-9]{4}$/.test(v)) throw new Refusal(`${at} must be a four-digit code`);
    return v;
  };
  return {
    mode: otp.mode,
    pending: pairs(otp.pending, 'otp.pending', (v, at) => {
      const p = record(v, at);
      return { code: code(p.code, `${at}.code`), expiresAt: whole(p.expiresAt, `${at}.expiresAt`) };
    }),
    lastIssued: pairs(otp.lastIssued, 'otp.lastIssued', code),
    lockedUntil: pairs(otp.lockedUntil, 'otp.lockedUntil', whole),
    failures: pairs(otp.failures, 'otp.failures', (v, at) => {
      const f = record(v, at);
      return { count: whole(f.count, `${at}.count`), lastAt: whole(f.lastAt, `${at}.lastAt`) };
    }),
    issuedAt: pairs(otp.issuedAt, 'otp.issuedAt', (v, at) => list(v, at).map((time, i) => whole(time, `${at}[${i}]`))),
  };
}

function readFaults(value: unknown, knownOperation: (id: string) => boolean): FaultSpec[] {
  return list(value, 'faults').map((entry, i) => {
    const checked = checkFault(entry, knownOperation);
    if ('message' in checked) throw new Refusal(`faults[${i}]: ${checked.message}`);
    return checked.fault;
  });
}

function readDrift(value: unknown, knownOperation: (id: string) => boolean): Snapshot['drift'] {
  return list(value, 'drift').map((entry, i) => {
    const drift = record(entry, `drift[${i}]`);
    if (typeof drift.operationId !== 'string' || !knownOperation(drift.operationId)) {
      throw new Refusal(`drift[${i}].operationId must name an operation of the contract`);
    }
    if (!DRIFT_KINDS.includes(drift.kind as DriftKind))
      throw new Refusal(`drift[${i}].kind must be one of ${DRIFT_KINDS.join(', ')}`);
    return { operationId: drift.operationId, kind: drift.kind as DriftKind };
  });
}

function readFiles(value: unknown): StoredFileSnapshot[] {
  return list(value, 'files').map((entry, i) => {
    const file = record(entry, `files[${i}]`);
    const base64 = text(file.base64, `files[${i}].base64`, 16 * 1024 * 1024);
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(base64))
      throw new Refusal(`files[${i}].base64 must be base64`);
    return {
      key: text(file.key, `files[${i}].key`),
      filename: text(file.filename, `files[${i}].filename`),
      mimetype: text(file.mimetype, `files[${i}].mimetype`),
      base64,
    };
  });
}

/** The tables, checked row by row against the store's columns and loaded into a fresh store. */
function readTables(value: unknown): { tables: Record<TableName, TableRow[]>; db: Db } {
  const tables = record(value, 'tables');
  const unknown = Object.keys(tables).find((name) => !(TABLE_NAMES as string[]).includes(name));
  if (unknown !== undefined)
    throw new Refusal(`tables.${unknown.slice(0, 100)} is not a table of the mock (tables: ${TABLE_NAMES.join(', ')})`);
  const db = createDb();
  for (const name of TABLE_NAMES) {
    const rows = list(tables[name], `tables.${name}`);
    const problem = checkRows(name, rows);
    if (problem) throw new Refusal(problem);
    for (const [i, row] of (rows as TableRow[]).entries()) {
      try {
        tableOf(db, name).create({ ...row });
      } catch {
        throw new Refusal(`tables.${name}[${i}] cannot be stored: its key is empty or repeats an earlier row's`);
      }
    }
  }
  return { tables: tables as Record<TableName, TableRow[]>, db };
}

/** Reads the body of PUT /__mock/snapshot: a snapshot (with its store built) or the message saying what is wrong. */
export function readSnapshot(
  body: unknown,
  options: { knownOperation: (id: string) => boolean; maxJobCount: number },
): { snapshot: Snapshot & { db: Db } } | { message: string } {
  try {
    const root = record(body, 'The snapshot');
    if (root.format !== SNAPSHOT_FORMAT)
      throw new Refusal(`format must be '${SNAPSHOT_FORMAT}' (send back a body GET /__mock/snapshot gave)`);
    if (typeof root.scenario !== 'string' || !SCENARIO_NAMES.includes(root.scenario)) {
      throw new Refusal(`scenario must be one of ${SCENARIO_NAMES.join(', ')}`);
    }
    const now = time(Date.parse(text(record(root.clock, 'clock').now, 'clock.now', 40)), 'clock.now');
    const lastIds = record(root.lastIds, 'lastIds');
    for (const [entity, id] of Object.entries(lastIds)) whole(id, `lastIds.${entity.slice(0, 100)}`);
    const { tables, db } = readTables(root.tables);
    return {
      snapshot: {
        format: SNAPSHOT_FORMAT,
        scenario: root.scenario,
        clock: { now: new Date(now).toISOString() },
        jobs: readJobs(root.jobs, options.maxJobCount),
        tables,
        db,
        lastIds: lastIds as Record<string, number>,
        tokens: readTokens(root.tokens),
        otp: readOtp(root.otp),
        faults: readFaults(root.faults, options.knownOperation),
        drift: readDrift(root.drift, options.knownOperation),
        files: readFiles(root.files),
      },
    };
  } catch (problem) {
    if (problem instanceof Refusal) return { message: problem.message };
    throw problem;
  }
}
