import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../ensure-chromium.ts';
import type { Row } from './mock-bench.ts';
import { root } from './processes.ts';

/** What a candidate types, a key at a time: Hindi, Hindi in Latin letters, misspellings, cities, English. */
const WORDS = ['डिलीवरी', 'draivar', 'dilivery', 'रसोइया', 'drivr', 'पुणे', 'bangalore', 'Cab Driver', 'warehuose'];
/** The slow phone the product aims at: Chromium's CPU four times slower (CDP Emulation.setCPUThrottlingRate). */
const CPU_SLOWDOWN = 4;
/** The goal for one keystroke's suggestions on that phone, 95th percentile. */
const GOAL_P95_MS = 8;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/**
 * The search fields' suggestions for one keystroke over the whole dictionary (every job title, job-type term and
 * city, with their Hindi names and transliterations) in Chromium with the CPU 4× slower, against the substring
 * match the fields used before, over the same keystrokes in the same page. `runs` passes over the words.
 */
export async function benchSearch(runs: number): Promise<Row[]> {
  const bundle = await build({
    entryPoints: ['scripts/bench/search/page-entry.ts'],
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    write: false,
  });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--headless'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><meta charset="utf-8"><title>search bench</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    type Bench = {
      names: number;
      ours: (w: string[], r: number) => number[];
      plain: (w: string[], r: number) => number[];
    };
    const measure = (which: 'ours' | 'plain', repeat: number) =>
      page.evaluate(
        ([kind, words, times]) => (globalThis as unknown as { searchBench: Bench }).searchBench[kind](words, times),
        [which, WORDS, repeat] as const,
      );
    // The first pass builds the matcher's index and warms the JIT: not counted.
    await measure('ours', 1);
    await measure('plain', 1);
    const ours: number[] = [];
    const plain: number[] = [];
    for (let run = 0; run < runs; run++) {
      ours.push(...(await measure('ours', 5)));
      plain.push(...(await measure('plain', 5)));
    }
    const names = await page.evaluate(() => (globalThis as unknown as { searchBench: Bench }).searchBench.names);
    const row = (label: string, p: number): Row => {
      const mine = percentile(ours, p);
      const before = percentile(plain, p);
      return {
        measure: `search suggestions for one keystroke over the whole dictionary (${names} names, Hindi, CPU ${CPU_SLOWDOWN}× slower), ${label} of ${ours.length} keystrokes (ms; goal p95 ≤ ${GOAL_P95_MS}); baseline: the plain substring match`,
        ours: mine.toFixed(2),
        baseline: before.toFixed(2),
        ratio: (mine / Math.max(before, 0.001)).toFixed(1),
      };
    };
    return [row('median', 50), row('p95', 95)];
  } finally {
    await browser.close();
  }
}
