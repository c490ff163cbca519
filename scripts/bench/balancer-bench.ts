import { PRODUCT_JOBS } from '#contract/product.ts';
import { startReplica } from '../lib/mock-replica.ts';
import { startBalancer } from '../lib/nginx-balancer.ts';
import { load } from './load.ts';
import type { Row } from './mock-bench.ts';

const ROUNDS = 3;
const SESSIONS = 20;
/** X-Mock-Session of each request: the 20 sessions in turn. */
function sessionsInTurn(): () => Record<string, string> {
  let next = 0;
  return () => ({ 'x-mock-session': `bench-${next++ % SESSIONS}` });
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Requests per second of one load, which must be answered 2xx throughout. */
async function rpsOf(options: Parameters<typeof load>[0]): Promise<number> {
  const result = await load(options);
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${options.url}: ${result.errors} failed and ${result.non2xx} non-2xx answers under load`);
  return result.rps;
}

/**
 * Requests per second through nginx (deploy/nginx) to two replicas against one replica directly, the same 20
 * sessions sent in turn either way. On a 2-core machine nginx, both replicas and the load generator share two cores,
 * so the ratio mostly shows what nginx costs, not what a second replica adds.
 */
export async function benchBalancer(seconds: number): Promise<Row[]> {
  const replicas = await Promise.all([startReplica('mock-a', 8386), startReplica('mock-b', 8387)]);
  const nginx = await startBalancer(8385, replicas);
  try {
    const path = `${PRODUCT_JOBS}/getLocationResults?input=Pune`;
    const direct = { url: replicas[0].url + path, headersFor: sessionsInTurn() };
    const through = { url: nginx.url + path, headersFor: sessionsInTurn() };
    // Warmed up (each session's world made on its replica), then alternating rounds (medians).
    await rpsOf({ ...direct, connections: 10, seconds: 1 });
    await rpsOf({ ...through, connections: 10, seconds: 1 });
    const directRuns: number[] = [];
    const throughRuns: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      directRuns.push(await rpsOf({ ...direct, seconds }));
      throughRuns.push(await rpsOf({ ...through, seconds }));
    }
    const ours = median(throughRuns);
    const baseline = median(directRuns);
    return [
      {
        measure:
          "requests per second, 20 sessions: through nginx to two replicas (baseline: one replica directly; on 2 cores nginx, the replicas and the load share the CPU, so this mostly shows nginx's cost)",
        ours: ours.toFixed(0),
        baseline: baseline.toFixed(0),
        ratio: (ours / baseline).toFixed(2),
      },
    ];
  } finally {
    await nginx.stop();
    await Promise.all(replicas.map((replica) => replica.stop()));
  }
}
