import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchMock, type Row } from './bench/mock-bench.ts';
import { root } from './bench/processes.ts';
import { benchProxy } from './bench/proxy-bench.ts';
import { benchStartup } from './bench/startup-bench.ts';
import { benchWeb } from './bench/web-bench.ts';

// Benchmarks, reported as ratios against baselines measured in the same run; the table goes to the README.
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const sections: Array<[string, () => Promise<Row[]>]> = [
  ['mock upstream (100,000 jobs; every request checked against the contract) against a bare Fastify route', () => benchMock(seconds)],
  ['start-up', () => benchStartup(3)],
  ['validating proxy', () => benchProxy(Math.max(2, Math.round(seconds / 2)))],
  ['web client (built with npm run build) in Chromium against the local mock', () => benchWeb(5)],
];

const table: string[] = ['| measure | ours | baseline | ratio |', '|---|---|---|---|'];
for (const [title, run] of sections) {
  console.log(`\n== ${title}`);
  for (const row of await run()) {
    console.log(`  ${row.measure}: ${row.ours} vs ${row.baseline} (${row.ratio})`);
    table.push(`| ${row.measure} | ${row.ours} | ${row.baseline} | ${row.ratio} |`);
  }
}

const readme = join(root, 'README.md');
const text = readFileSync(readme, 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
const stamp = `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${process.platform}, Node ${process.version}, ${seconds} s per load, 50 connections unless noted; ratio = ours / baseline).`;
const block = `${start}\n${stamp}\n\n${table.join('\n')}\n${end}`;
if (text.includes(start) && text.includes(end)) {
  writeFileSync(readme, text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length));
  console.log('\nREADME.md benchmark table updated.');
} else {
  console.log(`\n${block}`);
}
