import { execFileSync } from 'node:child_process';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { onLoadCore, onServerCore } from './cores.ts';
import { load, type LoadResult } from './load.ts';
import type { Row } from './mock-bench.ts';
import { root, startProcess } from './processes.ts';

const PORT = 8394;
const SESSIONS = 1000;
const FIRST_CALLS = 200;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-IN', { maximumFractionDigits: digits });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`);
  return performance.now() - started;
}

/** A plain call against a new session's first call (its world made on the way), alternating, one at a time. */
async function firstCalls(url: string): Promise<[number, number]> {
  for (let i = 0; i < 50; i++) await timed(url);
  const plain: number[] = [];
  const first: number[] = [];
  for (let i = 0; i < FIRST_CALLS; i++) {
    plain.push(await timed(url));
    first.push(await timed(url, { 'x-mock-session': `first-${i}` }));
  }
  return [median(first), median(plain)];
}

/** getJobById from 1,000 live sessions in turn against the default world alone, in alternating rounds (medians). */
async function throughput(url: string, seconds: number): Promise<[LoadResult, LoadResult]> {
  let next = 0;
  const headersFor = () => ({ 'x-mock-session': `live-${next++ % SESSIONS}` });
  for (let i = 0; i < SESSIONS; i++) await timed(url, { 'x-mock-session': `live-${i}` });
  const ours: LoadResult[] = [];
  const baseline: LoadResult[] = [];
  await onLoadCore(async () => {
    await load({ url, seconds: 2 });
    await load({ url, seconds: 2, headersFor });
    for (let round = 0; round < 3; round++) {
      ours.push(await load({ url, seconds, headersFor }));
      baseline.push(await load({ url, seconds }));
    }
  });
  const pick = (runs: LoadResult[]) => runs.find((r) => r.rps === median(runs.map((x) => x.rps)))!;
  return [pick(ours), pick(baseline)];
}

/**
 * What a session costs: its first call against a plain call, its memory against the first world's, and the
 * mock's throughput with 1,000 live sessions against the default world alone (5,000 jobs, answers unchecked).
 */
export async function benchSessions(seconds: number): Promise<Row[]> {
  const memory = JSON.parse(
    execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench/session-memory.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SESSIONS: String(SESSIONS) },
    }).trim(),
  ) as { firstWorld: { heap: number; rss: number }; perSession: { heap: number; rss: number } };
  const url = `http://127.0.0.1:${PORT}`;
  const mock = await startProcess(
    ...onServerCore(process.execPath, ['--import', 'tsx', 'scripts/mock.ts']),
    { PORT: String(PORT), MOCK_VALIDATE_RESPONSES: 'off', MOCK_SESSION_LIMIT: String(SESSIONS + FIRST_CALLS) },
    url,
    '/__mock/health',
  );
  try {
    const jobPath = `${url}${PRODUCT_JOBS}/getJobById?jobId=100001&mobileNumber=0`;
    const [first, plain] = await firstCalls(jobPath);
    const [live, alone] = await throughput(jobPath, seconds);
    const mb = (bytes: number) => fmt(bytes / 1024 / 1024, 2);
    return [
      {
        measure: "sessions: a new session's first call (its world made on the way) against a plain call, median ms",
        ours: fmt(first, 2),
        baseline: fmt(plain, 2),
        ratio: `${(first / plain).toFixed(2)} (+${fmt(first - plain, 2)} ms; goal ≤ +5)`,
      },
      {
        measure: 'sessions: resident MB an idle session adds, against the first world (5,000 jobs, shared by all)',
        ours: mb(memory.perSession.rss),
        baseline: mb(memory.firstWorld.rss),
        ratio: `${(memory.perSession.rss / memory.firstWorld.rss).toFixed(3)} (goal ≤ 1 MB a session; heap ${mb(memory.perSession.heap)} MB)`,
      },
      {
        measure: `sessions: getJobById requests/s from ${fmt(SESSIONS)} live sessions in turn, against the default world alone`,
        ours: fmt(live.rps),
        baseline: fmt(alone.rps),
        ratio: `${(live.rps / alone.rps).toFixed(2)} (goal ≥ 0.9)`,
      },
    ];
  } finally {
    await mock.stop();
  }
}
