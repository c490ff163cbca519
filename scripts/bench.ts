import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchBalancer } from './bench/balancer-bench.ts';
import { benchConsole } from './bench/console-bench.ts';
import { benchDiff } from './bench/diff-bench.ts';
import { benchGenerate } from './bench/generate-bench.ts';
import { benchLighthouse } from './bench/lighthouse-bench.ts';
import { benchOffline } from './bench/offline-bench.ts';
import { benchMock, type Row } from './bench/mock-bench.ts';
import { root } from './bench/processes.ts';
import { benchProxy } from './bench/proxy-bench.ts';
import { benchSearch } from './bench/search-bench.ts';
import { benchSessions } from './bench/sessions-bench.ts';
import { benchSoak } from './bench/soak-bench.ts';
import { benchStartup } from './bench/startup-bench.ts';
import { benchSuite } from './bench/suite-bench.ts';
import { benchTokenSoak } from './bench/token-soak-bench.ts';
import { benchWeb } from './bench/web-bench.ts';
import { sectionRows } from './bench/retried.ts';
import { commandLine } from '#conformance/cli/options.ts';

// Benchmarks, reported as ratios against baselines measured in the same run; the table goes to docs/BENCHMARKS.md.
commandLine(
  'bench',
  'Usage: npm run bench   (no options; BENCH_ONLY, BENCH_SECONDS, SOAK_S and TOKEN_SOAK_S are read from the environment)',
  {},
);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const sections: Array<[string, string, () => Promise<Row[]>]> = [
  [
    'mock',
    'mock upstream (100,000 jobs; every request checked against the contract) against a bare Fastify route',
    () => benchMock(seconds),
  ],
  ['startup', 'start-up', () => benchStartup(3)],
  ['sessions', 'sessions: what a session costs the mock (5,000 jobs, answers unchecked)', () => benchSessions(seconds)],
  [
    'console',
    'developer console: the mock with a console streaming every call against none (5,000 jobs, answers otherwise unchecked)',
    () => benchConsole(seconds),
  ],
  [
    'generate',
    'generative conformance against the mock (responses checked) against plain requests from the same process',
    () => benchGenerate(seconds),
  ],
  ['proxy', 'validating proxy', () => benchProxy(Math.max(2, Math.round(seconds / 2)))],
  ['balancer', 'replicas behind nginx (deploy/nginx), each session on one replica', () => benchBalancer(seconds)],
  ['diff', 'contract:diff (in process) against reading the same two contracts', () => benchDiff()],
  ['web', 'web client (built with npm run build) in Chromium against the local mock', () => benchWeb(5)],
  [
    'search',
    "search suggestions in the candidate's language and spelling (the matcher alone, in Chromium)",
    () => benchSearch(10),
  ],
  [
    'lighthouse',
    'Lighthouse 12 in Debian Chromium: default mobile settings (simulated slow 4G, 4× slower CPU) and desktop',
    () => benchLighthouse(3),
  ],
  [
    'offline',
    "the app's service worker: Lighthouse mobile on a repeat visit, and the shell offline (client built with npm run build)",
    () => benchOffline(3),
  ],
  [
    'tokens',
    "token soak: the mock's memory under a minute of token calls (TOKEN_SOAK_S seconds), tokens still checked",
    () => benchTokenSoak(),
  ],
  [
    'soak',
    "soak: the product's mixed journeys against the mock for 10 minutes (SOAK_S seconds), its memory and the seeded data",
    () => benchSoak(),
  ],
  [
    'suite',
    'the whole suite: npm ci and npm test from a fresh clone, each step and the total (on two cores: goal ≤ 10 minutes)',
    () => benchSuite(),
  ],
];

const table: string[] = ['| measure | ours | baseline | ratio |', '|---|---|---|---|'];
// BENCH_ONLY=mock,startup,proxy (or BENCH_ONLY=search) runs only those sections (names: the first field of each entry above).
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
// A section (or, inside one, a row) that fails is tried once more, then reported as failed; the others still run.
let failed = 0;
for (const [name, title, run] of sections) {
  if (only && !only.includes(name)) continue;
  console.log(`\n== ${title}`);
  for (const row of await sectionRows(title, run)) {
    console.log(`  ${row.measure}: ${row.ours} vs ${row.baseline} (${row.ratio})`);
    table.push(`| ${row.measure} | ${row.ours} | ${row.baseline} | ${row.ratio} |`);
    if (row.ratio === 'failed') failed += 1;
  }
}

const page = join(root, 'docs', 'BENCHMARKS.md');
const text = readFileSync(page, 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
const stamp = `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${process.platform}, Node ${process.version}, ${seconds} s per load, 50 connections unless noted; ratio = ours / baseline).`;
const block = `${start}\n${stamp}\n\n${table.join('\n')}\n${end}`;
// A partial run (BENCH_ONLY) prints its rows and leaves the page's full table as it is.
if (!only && text.includes(start) && text.includes(end)) {
  writeFileSync(page, text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length));
  console.log('\ndocs/BENCHMARKS.md benchmark table updated.');
} else {
  console.log(`\n${block}`);
}
if (failed > 0) {
  console.error(`\n${failed} row(s) failed twice: see the table.`);
  process.exitCode = 1;
}
