import { bytesToBase64 } from '../../core/byte-text.ts';
import type { MockWorld } from '../../core/world.ts';
import { SNAPSHOT_FORMAT, TABLE_NAMES, tableOf, type Snapshot, type TableName, type TableRow } from './snapshot.ts';

/** The world's state as JSON-ready data. The request log and recorded contract violations are history, not state: left out. */
export function takeSnapshot(world: MockWorld): Snapshot {
  const tables = Object.fromEntries(
    TABLE_NAMES.map((name) => [
      name,
      tableOf(world.db, name)
        .getAll()
        .map((row) => ({ ...row })),
    ]),
  ) as Record<TableName, TableRow[]>;
  return {
    format: SNAPSHOT_FORMAT,
    scenario: world.scenario,
    clock: { now: new Date(world.clock.now()).toISOString() },
    jobs: world.jobs.size === 0 || !world.jobs.origin ? null : { ...world.jobs.origin },
    tables,
    lastIds: Object.fromEntries(world.lastIds),
    tokens: world.tokens.state(),
    otp: world.otp.state(),
    faults: world.faults.specs(),
    drift: world.drift.list(),
    files: world.files.entries().map(([key, file]) => ({
      key,
      filename: file.filename,
      mimetype: file.mimetype,
      base64: bytesToBase64(file.data),
    })),
  };
}
