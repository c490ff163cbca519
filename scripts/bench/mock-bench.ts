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

type LoadSpec = Parameters<typeof load>[0];

const summary = (runs: LoadResult[]): LoadResult => ({
  rps: median(runs.map((r) => r.rps)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
  non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
});

/** One round of ours against the baseline: each warmed up, then measured once, the load on its own core (cores.ts). */
function round(ours: LoadSpec, baseline: LoadSpec): Promise<[LoadResult, LoadResult]> {
  return onLoadCore(async () => {
    await load({ ...ours, seconds: 2 });
    await load({ ...baseline, seconds: 2 });
    return [await load(ours), await load(baseline)];
  });
}

/** Ours and the baseline in alternating rounds against the same two processes (medians). */
async function compare(ours: LoadSpec, baseline: LoadSpec): Promise<[LoadResult, LoadResult]> {
  const a: LoadResult[] = [];
  const b: LoadResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const [x, y] = await round(ours, baseline);
    a.push(x);
    b.push(y);
  }
  return [summary(a), summary(b)];
}

function rows(name: string, ours: LoadResult, bare: LoadResult): Row[] {
  return [
    { measure: `${name}: requests/s`, ours: fmt(ours.rps), baseline: fmt(bare.rps), ratio: ratio(ours.rps, bare.rps) },
    {
      measure: `${name}: p99 latency (ms)`,
      ours: String(ours.p99),
      baseline: String(bare.p99),
      ratio: ratio(ours.p99, bare.p99),
    },
  ];
}

const mockServer = () =>
  startProcess(
    ...onServerCore(process.execPath, ['--import', 'tsx', 'scripts/mock.ts']),
    {
      PORT: String(MOCK_PORT),
      MOCK_JOB_COUNT: '100000',
      MOCK_VALIDATE_RESPONSES: process.env.BENCH_RESPONSE_CHECKS ?? 'off',
    },
    `http://127.0.0.1:${MOCK_PORT}`,
    '/__mock/health',
  );

/** The row whose "ours" is the bare route sending the mock's security headers: the part of the gap any server pays. */
const SECURITY_HEADERS_FLOOR = 'the bare route, getJobById with the security headers every answer carries';

const SEARCH = JSON.stringify({
  latitude: 28.6139,
  longitude: 77.209,
  distance: 250,
  page: 1,
  size: 1000,
  mobileNumber: '0',
});

/** What the measured calls need from a running mock: a token, a search page's body, and a job's path. */
async function callsOf(mockUrl: string) {
  const token = ((await (await fetch(`${mockUrl}/api/auth/fetchProgrammaticUserToken`)).json()) as { token: string })
    .token;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const searchUrl = `${mockUrl}/recruiter-services/api/v1/positions/searchJobs`;
  const searchBody = await (await fetch(searchUrl, { method: 'POST', headers: auth, body: SEARCH })).text();
  const jobId = (JSON.parse(searchBody) as { data: Array<{ id: number }> }).data[0]!.id;
  return { token, auth, searchUrl, searchBody, jobPath: `${PRODUCT_JOBS}/getJobById?jobId=${jobId}&mobileNumber=0` };
}

/**
 * The mock against a bare Fastify route with the same JSON, and against Prism's mock mode. A server's speed differs
 * from one start to the next (by a quarter for the bare route on this machine), so each round starts both afresh.
 */
export async function benchMock(seconds: number): Promise<Row[]> {
  const mockUrl = `http://127.0.0.1:${MOCK_PORT}`;
  const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
  const results = new Map<string, { ours: LoadResult[]; bare: LoadResult[] }>();
  let jobPath = '';
  for (let r = 0; r < ROUNDS; r++) {
    const mock = await mockServer();
    let bare: Running | undefined;
    try {
      const calls = await callsOf(mockUrl);
      jobPath = calls.jobPath;
      const dir = mkdtempSync(join(tmpdir(), 'bench-'));
      const bodies = {
        job: await (await fetch(mockUrl + jobPath)).text(),
        token: JSON.stringify({ token: calls.token }),
        search: calls.searchBody,
      };
      writeFileSync(join(dir, 'bodies.json'), JSON.stringify(bodies));
      bare = await startProcess(
        ...onServerCore(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts']),
        { PORT: String(BARE_PORT), BENCH_BODIES: join(dir, 'bodies.json') },
        bareUrl,
        '/bare/health',
      );
      const searchLoad = { method: 'POST' as const, body: SEARCH, headers: calls.auth, seconds, connections: 10 };
      const measures: Array<[string, LoadSpec, LoadSpec]> = [
        ['getJobById', { url: mockUrl + jobPath, seconds }, { url: `${bareUrl}/bare/job`, seconds }],
        [
          'fetchProgrammaticUserToken',
          { url: `${mockUrl}/api/auth/fetchProgrammaticUserToken`, seconds },
          { url: `${bareUrl}/bare/token`, seconds },
        ],
        [
          'searchJobs, 1,000 of 100,000 jobs (10 connections)',
          { url: calls.searchUrl, ...searchLoad },
          { url: `${bareUrl}/bare/search`, ...searchLoad },
        ],
        // Not the mock: the bare route itself with the security headers every answer carries, against the bare route.
        [
          SECURITY_HEADERS_FLOOR,
          { url: `${bareUrl}/bare/job/with-headers`, seconds },
          { url: `${bareUrl}/bare/job`, seconds },
        ],
      ];
      for (const [name, ours, baseline] of measures) {
        const [x, y] = await round(ours, baseline);
        const runs = results.get(name) ?? { ours: [], bare: [] };
        runs.ours.push(x);
        runs.bare.push(y);
        results.set(name, runs);
      }
    } finally {
      await bare?.stop();
      await mock.stop();
    }
  }
  const out: Row[] = [...results].flatMap(([name, runs]) => rows(name, summary(runs.ours), summary(runs.bare)));
  const mock = await mockServer();
  let prism: Running | undefined;
  try {
    const prismUrl = `http://127.0.0.1:${PRISM_PORT}`;
    prism = await startProcess(
      ...onServerCore('npx', ['prism', 'mock', 'openapi/openapi.json', '-p', String(PRISM_PORT), '-h', '127.0.0.1']),
      {},
      prismUrl,
      `${PRODUCT_JOBS}/fetchAppLanguage`,
    );
    const [ourAgain, prismJob] = await compare(
      { url: mockUrl + jobPath, seconds },
      { url: prismUrl + jobPath, seconds },
    );
    out.push({
      measure: 'getJobById: requests/s, ours over Prism 5.14 mock mode',
      ours: fmt(ourAgain.rps),
      baseline: fmt(prismJob.rps),
      ratio: ratio(ourAgain.rps, prismJob.rps),
    });
    return out;
  } finally {
    await prism?.stop();
    await mock.stop();
  }
}
