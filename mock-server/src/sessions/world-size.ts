import { TABLE_NAMES, tableOf } from '../control/snapshot/snapshot.ts';
import type { MockWorld } from '../core/world.ts';

/**
 * What a world holds beyond the shared job tables, estimated from what it contains (measured with the default
 * 5,000-job world on Node 20: an unseeded world about 146 kB — the store's tables and the request log's columns —
 * and about 285 bytes a row; the seeded world, 358 rows, about 249 kB). An estimate for sizing a deployment and
 * seeing which session grows, not a heap measurement: `npm run bench` (BENCH_ONLY=sessions) measures the real figure.
 */
const EMPTY_WORLD_BYTES = 146_000;
const ROW_BYTES = 285;
/** A logged call keeps its URL and the references around it. */
const LOGGED_CALL_BYTES = 120;

export function estimatedWorldBytes(world: MockWorld): number {
  let rows = 0;
  for (const name of TABLE_NAMES) rows += tableOf(world.db, name).count();
  return EMPTY_WORLD_BYTES + rows * ROW_BYTES + world.files.usage().bytes + world.log.size * LOGGED_CALL_BYTES;
}
