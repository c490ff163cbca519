import { PRODUCT_JOBS } from '#contract/product.ts';
import type { Row } from './mock-bench.ts';
import { load } from './load.ts';
import { startProcess } from './processes.ts';

const ROUNDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What the validating proxy adds to one call: latency through it against the mock directly, one connection. */
export async function benchProxy(seconds: number): Promise<Row[]> {
  const mock = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'scripts/mock.ts'],
    { PORT: '8395', MOCK_VALIDATE_RESPONSES: 'off' },
    'http://127.0.0.1:8395',
    '/__mock/health',
  );
  const proxy = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'scripts/contract-proxy.ts', '--upstream', mock.url, '--port', '8396'],
    {},
    'http://127.0.0.1:8396',
    '/__mock/health',
  );
  try {
    const path = `${PRODUCT_JOBS}/getLocationResults?input=Pune`;
    // Warmed up, then alternating rounds (medians), so that the noise of a shared machine falls on both alike.
    const directRuns: number[] = [];
    const throughRuns: number[] = [];
    await load({ url: mock.url + path, connections: 1, seconds: 1 });
    await load({ url: proxy.url + path, connections: 1, seconds: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      directRuns.push((await load({ url: mock.url + path, connections: 1, seconds })).rps);
      throughRuns.push((await load({ url: proxy.url + path, connections: 1, seconds })).rps);
    }
    const direct = { rps: median(directRuns) };
    const through = { rps: median(throughRuns) };
    const perCall = (r: { rps: number }) => 1000 / r.rps;
    return [
      {
        measure: 'validating proxy: mean time per call, one connection (ms)',
        ours: perCall(through).toFixed(2),
        baseline: perCall(direct).toFixed(2),
        ratio: (perCall(through) / perCall(direct)).toFixed(2),
      },
      {
        measure: 'validating proxy: added per call (ms)',
        ours: (perCall(through) - perCall(direct)).toFixed(2),
        baseline: '0',
        ratio: '',
      },
    ];
  } finally {
    await proxy.stop();
    await mock.stop();
  }
}
