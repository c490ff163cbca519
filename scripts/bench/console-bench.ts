import { get } from 'node:http';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { onLoadCore, onServerCore } from './cores.ts';
import { load, type LoadResult } from './load.ts';
import type { Row } from './mock-bench.ts';
import { startProcess } from './processes.ts';

const PORT = 8494;
/** Pairs of rounds, each a load with a console and one without, back to back: the median pair's ratio is reported. */
const ROUNDS = 7;
const fmt = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 0 });

const CALL_MARK = Buffer.from('"operationId":');

/**
 * A developer console's stream, read to the end of each event and counted (calls carried) until it is closed. Read
 * from the socket as bytes: it shares the load generator's core, and what a browser spends reading belongs to the
 * browser, not to the mock measured here.
 */
function openConsole(url: string): Promise<{ calls(): number; close(): void }> {
  return new Promise((resolve, reject) => {
    let calls = 0;
    const request = get(`${url}/__mock/console/events`, (answer) => {
      if (answer.statusCode !== 200) return reject(new Error(`The console stream answered ${answer.statusCode}`));
      answer.on('data', (chunk: Buffer) => {
        for (let at = chunk.indexOf(CALL_MARK); at !== -1; at = chunk.indexOf(CALL_MARK, at + 1)) calls += 1;
      });
      answer.on('error', () => undefined);
      resolve({ calls: () => calls, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

type Spec = Parameters<typeof load>[0];

interface Compared {
  watched: LoadResult;
  alone: LoadResult;
  ratio: number;
  streamed: number;
}

/**
 * One call's load with a console connected and streaming against none connected, in pairs back to back (which one
 * goes first alternates): on a shared machine the load from others drifts within a run, and a pair's two rounds see
 * nearly the same, so the median of the pairs' ratios is what is reported, with that pair's figures.
 */
async function compare(url: string, spec: Spec): Promise<Compared> {
  const pairs: Compared[] = [];
  await onLoadCore(async () => {
    await load({ ...spec, seconds: 2 });
    for (let round = 0; round < ROUNDS; round++) {
      const watchedRun = async () => {
        const console = await openConsole(url);
        const result = await load(spec);
        // The last batch arrives within a tenth of a second.
        await new Promise((resolve) => setTimeout(resolve, 300));
        console.close();
        return { result, streamed: console.calls() };
      };
      const first = round % 2 === 0 ? await watchedRun() : undefined;
      const alone = await load(spec);
      const watched = first ?? (await watchedRun());
      pairs.push({
        watched: watched.result,
        alone,
        ratio: watched.result.rps / alone.rps,
        streamed: watched.streamed,
      });
    }
  });
  return [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)]!;
}

/**
 * The mock's throughput with a developer console connected and streaming (every call kept in its session's ring,
 * checked against the contract and sent on) against none connected, answers otherwise unchecked
 * (MOCK_VALIDATE_RESPONSES=off, the default outside CI): what opening /__mock/console/ costs a mock under load.
 */
export async function benchConsole(seconds: number): Promise<Row[]> {
  const url = `http://127.0.0.1:${PORT}`;
  const mock = await startProcess(
    ...onServerCore(process.execPath, ['--import', 'tsx', 'scripts/mock.ts']),
    { PORT: String(PORT), MOCK_VALIDATE_RESPONSES: 'off' },
    url,
    '/__mock/health',
  );
  try {
    const token = ((await (await fetch(`${url}/api/auth/fetchProgrammaticUserToken`)).json()) as { token: string })
      .token;
    const search = {
      url: `${url}/recruiter-services/api/v1/positions/searchJobs`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        latitude: 28.6139,
        longitude: 77.209,
        distance: 50,
        page: 1,
        size: 10,
        mobileNumber: '0',
      }),
      seconds,
    };
    const measures: Array<[string, Spec]> = [
      ['getJobById', { url: `${url}${PRODUCT_JOBS}/getJobById?jobId=100001&mobileNumber=0`, seconds }],
      ['searchJobs, a page of 10 jobs', search],
    ];
    const rows: Row[] = [];
    for (const [name, spec] of measures) {
      const { watched, alone, ratio, streamed } = await compare(url, spec);
      if (watched.non2xx + watched.errors + alone.non2xx + alone.errors > 0)
        throw new Error(`${name}: failed or non-2xx answers under load`);
      rows.push({
        measure: `console: ${name} requests/s with a console connected and streaming, against none connected (median of ${ROUNDS} pairs)`,
        ours: fmt(watched.rps),
        baseline: fmt(alone.rps),
        ratio: `${ratio.toFixed(2)} (goal ≥ 0.9; the console was sent ${fmt(streamed)} calls in that round)`,
      });
    }
    return rows;
  } finally {
    await mock.stop();
  }
}
