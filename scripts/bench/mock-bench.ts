import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { load, type LoadResult } from './load.ts';
import { onLoadCore, onServerCore } from './cores.ts';
import { startProcess, type Running } from './processes.ts';

export interface Row {
  measure: string;
  ours: string;
  baseline: string;
  ratio: string;
}

const MOCK_PORT = 8391;
const BARE_PORT = 8390;
const PRISM_PORT = 8392;
const fmt = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 0 });
const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ROUNDS = 3;

/**
 * Ours and the baseline (each server on its own core, the load on another: cores.ts), warmed up, then measured in
 * alternating rounds (medians), so that the
 * noise of a small shared machine falls on both alike.
 */
async function compare(ours: Parameters<typeof load>[0], baseline: Parameters<typeof load>[0]): Promise<[LoadResult, LoadResult]> {
  return onLoadCore(() => alternate(ours, baseline));
}

async function alternate(ours: Parameters<typeof load>[0], baseline: Parameters<typeof load>[0]): Promise<[LoadResult, LoadResult]> {
  await load({ ...ours, seconds: 2 });
  await load({ ...baseline, seconds: 2 });
  const a: LoadResult[] = [];
  const b: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    a.push(await load(ours));
    b.push(await load(baseline));
  }
  const summary = (runs: LoadResult[]): LoadResult => ({
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  });
  return [summary(a), summary(b)];
}

function rows(name: string, ours: LoadResult, bare: LoadResult): Row[] {
  return [
    { measure: `${name}: requests/s`, ours: fmt(ours.rps), baseline: fmt(bare.rps), ratio: ratio(ours.rps, bare.rps) },
    { measure: `${name}: p99 latency (ms)`, ours: String(ours.p99), baseline: String(bare.p99), ratio: ratio(ours.p99, bare.p99) },
  ];
}

/** The mock against a bare Fastify route with the same JSON, and against Prism's mock mode. */
export async function benchMock(seconds: number): Promise<Row[]> {
  const mockUrl = `http://127.0.0.1:${MOCK_PORT}`;
  const mock = await startProcess(...onServerCore(process.execPath, ['--import', 'tsx', 'scripts/mock.ts']), { PORT: String(MOCK_PORT), MOCK_JOB_COUNT: '100000', MOCK_VALIDATE_RESPONSES: process.env.BENCH_RESPONSE_CHECKS ?? 'off' }, mockUrl, '/__mock/health');
  let bare: Running | undefined;
  let prism: Running | undefined;
  try {
    const token = ((await (await fetch(`${mockUrl}/api/auth/fetchProgrammaticUserToken`)).json()) as { token: string }).token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const search = JSON.stringify({ latitude: 28.6139, longitude: 77.209, distance: 250, page: 1, size: 1000, mobileNumber: '0' });
    const searchBody = await (await fetch(`${mockUrl}/recruiter-services/api/v1/positions/searchJobs`, { method: 'POST', headers: auth, body: search })).text();
    const jobId = (JSON.parse(searchBody) as { data: Array<{ id: number }> }).data[0]!.id;
    const jobUrl = `${mockUrl}${PRODUCT_JOBS}/getJobById?jobId=${jobId}&mobileNumber=0`;
    const bodies = {
      job: await (await fetch(jobUrl)).text(),
      token: JSON.stringify({ token }),
      search: searchBody,
    };
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    writeFileSync(join(dir, 'bodies.json'), JSON.stringify(bodies));
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    bare = await startProcess(...onServerCore(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts']), { PORT: String(BARE_PORT), BENCH_BODIES: join(dir, 'bodies.json') }, bareUrl, '/bare/health');
    const out: Row[] = [];
    out.push(...rows('getJobById', ...(await compare({ url: jobUrl, seconds }, { url: `${bareUrl}/bare/job`, seconds }))));
    out.push(
      ...rows('fetchProgrammaticUserToken', ...(await compare({ url: `${mockUrl}/api/auth/fetchProgrammaticUserToken`, seconds }, { url: `${bareUrl}/bare/token`, seconds }))),
    );
    const searchLoad = { method: 'POST' as const, body: search, headers: auth, seconds, connections: 10 };
    out.push(
      ...rows(
        'searchJobs, 1,000 of 100,000 jobs (10 connections)',
        ...(await compare({ url: `${mockUrl}/recruiter-services/api/v1/positions/searchJobs`, ...searchLoad }, { url: `${bareUrl}/bare/search`, ...searchLoad })),
      ),
    );
    prism = await startProcess(...onServerCore('npx', ['prism', 'mock', 'openapi/openapi.json', '-p', String(PRISM_PORT), '-h', '127.0.0.1']), {}, `http://127.0.0.1:${PRISM_PORT}`, `${PRODUCT_JOBS}/fetchAppLanguage`);
    const [ourAgain, prismJob] = await compare({ url: jobUrl, seconds }, { url: `http://127.0.0.1:${PRISM_PORT}${PRODUCT_JOBS}/getJobById?jobId=${jobId}&mobileNumber=0`, seconds });
    out.push({ measure: 'getJobById: requests/s, ours over Prism 5.14 mock mode', ours: fmt(ourAgain.rps), baseline: fmt(prismJob.rps), ratio: ratio(ourAgain.rps, prismJob.rps) });
    return out;
  } finally {
    await prism?.stop();
    await bare?.stop();
    await mock.stop();
  }
}
