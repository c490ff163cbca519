import type { Row } from './mock-bench.ts';
import { startProcess } from './processes.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Time from spawn to the first answered health call: the mock (5,000 jobs) against a bare Fastify server, both through tsx. */
export async function benchStartup(runs: number): Promise<Row[]> {
  const mock: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) {
    const m = await startProcess(process.execPath, ['--import', 'tsx', 'scripts/mock.ts'], { PORT: '8393' }, 'http://127.0.0.1:8393', '/__mock/health');
    mock.push(m.startMs);
    await m.stop();
    const b = await startProcess(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts'], { PORT: '8394', BENCH_BODIES: new URL('./empty-bodies.json', import.meta.url).pathname }, 'http://127.0.0.1:8394', '/bare/health');
    bare.push(b.startMs);
    await b.stop();
  }
  const ours = median(mock);
  const base = median(bare);
  return [{ measure: `start-up to first answer, median of ${runs} (ms)`, ours: ours.toFixed(0), baseline: base.toFixed(0), ratio: (ours / base).toFixed(2) }];
}
