import { generateJobs } from '../generator/index.ts';
import { JobIndex, type JobOrigin } from './job-index.ts';

/**
 * The generated job tables, shared by every world that asks for the same one. Jobs never change once generated,
 * so a session's world, a reset and a restored snapshot take the table (about 10 MB and 45 ms for 5,000 jobs) from
 * here instead of generating their own: a new session costs its own few hundred rows, not a job table.
 */
const tables = new Map<string, JobIndex>();
/** Tables kept for reuse, most recently used last (a table a live world holds stays alive with it either way). */
const KEPT_TABLES = 4;
/**
 * A world seeded within this long of a kept table's generation time takes that table: posting dates are days
 * apart, and worlds on a running clock (each session's starts when the session does) would otherwise never share.
 */
export const JOB_TABLE_REUSE_MS = 60 * 60 * 1000;

const keyOf = (origin: JobOrigin) => `${origin.seed}|${origin.count}|${origin.generatedAt}`;

function keep(key: string, table: JobIndex): JobIndex {
  tables.delete(key);
  tables.set(key, table);
  for (const oldest of tables.keys()) {
    if (tables.size <= KEPT_TABLES) break;
    tables.delete(oldest);
  }
  return table;
}

/** Exactly the table an origin names (a snapshot's): the kept one, or generated again. */
export function jobTableOf(origin: JobOrigin): JobIndex {
  const key = keyOf(origin);
  const kept = tables.get(key);
  if (kept) return keep(key, kept);
  const table = new JobIndex();
  for (const job of generateJobs({ seed: origin.seed, count: origin.count, now: new Date(origin.generatedAt) }))
    table.add(job);
  table.origin = { ...origin };
  return keep(key, table);
}

/**
 * The table for a world seeded now: a kept one of the same seed and count generated within JOB_TABLE_REUSE_MS
 * (the latest such), else one generated at `now`.
 */
export function jobTableFor(seed: number, count: number, now: number): JobIndex {
  let best: JobIndex | undefined;
  for (const table of tables.values()) {
    const origin = table.origin!;
    if (origin.seed !== seed || origin.count !== count) continue;
    if (Math.abs(origin.generatedAt - now) > JOB_TABLE_REUSE_MS) continue;
    if (!best || origin.generatedAt > best.origin!.generatedAt) best = table;
  }
  return best ? keep(keyOf(best.origin!), best) : jobTableOf({ seed, count, generatedAt: now });
}
