import { chromium } from 'playwright-core';
import { gzipSizes, HOME_SCRIPT_BUDGET_KB, recordScripts, totalKb } from '../../tests/e2e/support/home-scripts.ts';
import { ensureChromium } from '../ensure-chromium.ts';
import type { Row } from './mock-bench.ts';
import { startProcess } from './processes.ts';

const PORT = 8398;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const CHROMIUM_ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * The home route in Chromium against the local mock (the client must be built): the JavaScript the
 * first view loads (gzip), and medians of navigation → ten job cards and Load More → ten more.
 */
export async function benchWeb(runs: number): Promise<Row[]> {
  const executablePath = ensureChromium();
  const server = await startProcess(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], { PORT: String(PORT) }, `http://127.0.0.1:${PORT}`, '/__mock/health');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const firstTen: number[] = [];
    const tenMore: number[] = [];
    let scripts = new Set<string>();
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 12.9716, longitude: 77.5946 } });
      const page = await context.newPage();
      const loaded = recordScripts(page);
      const cards = page.getByRole('article');
      const started = Date.now();
      await page.goto(server.url + '/');
      await cards.nth(9).waitFor({ state: 'visible', timeout: 30_000 });
      firstTen.push(Date.now() - started);
      if (run === 0) scripts = new Set(loaded);
      const more = Date.now();
      await page.getByRole('button', { name: 'Load More' }).click();
      await cards.nth(19).waitFor({ state: 'visible', timeout: 30_000 });
      tenMore.push(Date.now() - more);
      await context.close();
    }
    const sizes = gzipSizes(scripts);
    const kb = totalKb(sizes);
    console.log('  home route scripts (KB gzip):');
    for (const file of sizes) console.log(`    ${(file.bytes / 1024).toFixed(1).padStart(6)}  ${file.path}`);
    return [
      { measure: `home route: JavaScript loaded for the first ten cards (KB gzip, ${scripts.size} files; budget ${HOME_SCRIPT_BUDGET_KB})`, ours: kb.toFixed(1), baseline: String(HOME_SCRIPT_BUDGET_KB), ratio: (kb / HOME_SCRIPT_BUDGET_KB).toFixed(2) },
      { measure: `navigation → first ten job cards visible, median of ${runs} (ms)`, ours: String(median(firstTen)), baseline: '', ratio: '' },
      { measure: `Load More → ten more cards (includes the 300 ms delay), median of ${runs} (ms)`, ours: String(median(tenMore)), baseline: '300', ratio: (median(tenMore) / 300).toFixed(2) },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
