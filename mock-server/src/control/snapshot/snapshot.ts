import type { DriftKind } from '../../core/drift.ts';
import type { FaultSpec } from '../../core/faults.ts';
import type { OtpState } from '../../core/otp.ts';
import type { TokenIssuerState } from '../../core/tokens.ts';
import { createDb, type Db } from '../../store/db.ts';
import type { JobOrigin } from '../../store/job-index.ts';

export const SNAPSHOT_FORMAT = 'mock-snapshot/1';
/** Largest snapshot PUT /__mock/snapshot reads (the default world’s is about 50 kB; uploaded files, as base64, make up most of the rest). */
export const MAX_SNAPSHOT_BYTES = 16 * 1024 * 1024;

export type TableName = Extract<keyof Db, string>;
export type TableRow = Record<string, unknown>;

/**
 * One table of the store, seen generically: rows in and out as plain objects. (@mswjs/data types each
 * table's methods separately, so a loop over all tables cannot call them through the union of their types.)
 */
export interface GenericTable {
  getAll(): TableRow[];
  create(row: TableRow): TableRow;
  count(): number;
}

export const tableOf = (db: Db, name: TableName): GenericTable => db[name] as unknown as GenericTable;

/** The store's table names, in the order the seed fills them. */
export const TABLE_NAMES = Object.keys(createDb()) as TableName[];

export interface StoredFileSnapshot {
  /** Folder and file name, as the file store keys it. */
  key: string;
  filename: string;
  mimetype: string;
  base64: string;
}

/** The whole state of a world as JSON (GET /__mock/snapshot); PUT /__mock/snapshot restores it. */
export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  scenario: string;
  clock: { now: string };
  /** How the job table was generated; null when there are no jobs (the empty-world scenario). */
  jobs: JobOrigin | null;
  tables: Record<TableName, TableRow[]>;
  lastIds: Record<string, number>;
  tokens: TokenIssuerState;
  otp: OtpState;
  faults: FaultSpec[];
  drift: Array<{ operationId: string; kind: DriftKind }>;
  files: StoredFileSnapshot[];
}
