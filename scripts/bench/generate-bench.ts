import { PRODUCT_JOBS } from '#contract/product.ts';
import { CHECKS } from '#conformance/generate/checks.ts';
import { runGenerate } from '#conformance/generate/run-generate.ts';
import type { Row } from './mock-bench.ts';
import { startProcess } from './processes.ts';

const PORT = 8193;
const fmt = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 0 });

/** Plain requests, one after another from this process, for `seconds`: the most a client loop here can send. */
async function plainRate(url: string, seconds: number): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let calls = 0;
  while (Date.now() < until) {
    const response = await fetch(url);
    await response.arrayBuffer();
    calls += 1;
  }
  return calls / seconds;
}

/**
 * Generated calls per second (`npm run contract -- --generate`, every check on, answers checked against the contract
 * by both the generator and the mock) against plain GETs from the same process to the same mock, one at a time.
 */
export async function benchGenerate(seconds: number): Promise<Row[]> {
  const mock = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'scripts/mock.ts'],
    { PORT: String(PORT), MOCK_VALIDATE_RESPONSES: 'warn' },
    `http://127.0.0.1:${PORT}`,
    '/__mock/health',
  );
  try {
    const plainUrl = `${mock.url}${PRODUCT_JOBS}/getLocationResults?input=Pune`;
    await plainRate(plainUrl, 1);
    // A first run compiles every schema (generator and mock); the measured one starts warm.
    const options = {
      baseUrl: mock.url,
      seed: 1,
      maxExamples: 20,
      timeLimit: seconds * 4,
      timeoutMs: 10_000,
      shrinkSteps: 40,
      allowWrites: false,
      checks: [...CHECKS],
      identities: {},
    };
    await runGenerate({ ...options, maxExamples: 2 });
    const generated = await runGenerate(options);
    const generatedRate = generated.calls / generated.seconds;
    const plain = await plainRate(plainUrl, seconds);
    return [
      {
        measure: `generated requests (--generate, all checks, ${fmt(generated.calls)} calls): calls/s, one at a time`,
        ours: fmt(generatedRate),
        baseline: fmt(plain),
        ratio: (generatedRate / plain).toFixed(2),
      },
    ];
  } finally {
    await mock.stop();
  }
}
