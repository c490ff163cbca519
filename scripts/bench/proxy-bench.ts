import { PRODUCT_JOBS } from '#contract/product.ts';
import type { Row } from './mock-bench.ts';
import { load } from './load.ts';
import { startProcess } from './processes.ts';

/** What the validating proxy adds to one call: latency through it against the mock directly, one connection. */
export async function benchProxy(seconds: number): Promise<Row[]> {
  const mock = await startProcess(process.execPath, ['--import', 'tsx', 'scripts/mock.ts'], { PORT: '8395', MOCK_VALIDATE_RESPONSES: 'off' }, 'http://127.0.0.1:8395', '/__mock/health');
  const proxy = await startProcess(process.execPath, ['--import', 'tsx', 'scripts/contract-proxy.ts', '--upstream', mock.url, '--port', '8396'], {}, 'http://127.0.0.1:8396', '/__mock/health');
  try {
    const path = `${PRODUCT_JOBS}/getLocationResults?input=Pune`;
    const direct = await load({ url: mock.url + path, connections: 1, seconds });
    const through = await load({ url: proxy.url + path, connections: 1, seconds });
    const perCall = (r: { rps: number }) => 1000 / r.rps;
    return [
      {
        measure: 'validating proxy: mean time per call, one connection (ms)',
        ours: perCall(through).toFixed(2),
        baseline: perCall(direct).toFixed(2),
        ratio: (perCall(through) / perCall(direct)).toFixed(2),
      },
      { measure: 'validating proxy: added per call (ms)', ours: (perCall(through) - perCall(direct)).toFixed(2), baseline: '0', ratio: '' },
    ];
  } finally {
    await proxy.stop();
    await mock.stop();
  }
}
