import type { Row } from './mock-bench.ts';
import { startProcess } from './processes.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const startMock = (env: Record<string, string>) =>
  startProcess(
    process.execPath,
    ['--import', 'tsx', 'scripts/mock.ts'],
    { PORT: '8393', ...env },
    'http://127.0.0.1:8393',
    '/__mock/health',
  );
const startBare = () =>
  startProcess(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/bare-server.ts'],
    { PORT: '8394', BENCH_BODIES: new URL('./empty-bodies.json', import.meta.url).pathname },
    'http://127.0.0.1:8394',
    '/bare/health',
  );

async function timeStart(start: () => ReturnType<typeof startProcess>): Promise<number> {
  const running = await start();
  await running.stop();
  return running.startMs;
}

/**
 * Time from spawn to the first answered health call, both through tsx: the mock (the default world of 5,000 jobs,
 * and 100,000 jobs) against a bare Fastify server. One start first, unmeasured, so that the mock's bundle is built
 * (as it is after the first `npm run mock`).
 */
export async function benchStartup(runs: number): Promise<Row[]> {
  await timeStart(() => startMock({}));
  const mock: number[] = [];
  const large: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) {
    mock.push(await timeStart(() => startMock({})));
    large.push(await timeStart(() => startMock({ MOCK_JOB_COUNT: '100000' })));
    bare.push(await timeStart(startBare));
  }
  const base = median(bare);
  const row = (measure: string, ours: number): Row => ({
    measure,
    ours: ours.toFixed(0),
    baseline: base.toFixed(0),
    ratio: (ours / base).toFixed(2),
  });
  return [
    row(`start-up to first answer, default world (5,000 jobs), median of ${runs} (ms)`, median(mock)),
    row(`start-up to first answer, 100,000 jobs, median of ${runs} (ms)`, median(large)),
  ];
}
