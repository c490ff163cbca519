import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { firstLoadScripts, gzipSizes, HOME_SCRIPT_BUDGET_KB, totalKb } from '../../tests/e2e/support/home-scripts.ts';
import { IDLE_PREFETCH_DONE_MARK } from '../../web/src/app/prefetch.ts';
import { ensureChromium } from '../ensure-chromium.ts';
import type { Row } from './mock-bench.ts';
import { startClientServer } from './processes.ts';
import { answerLocationPreference, signInDemoCandidate } from './sign-in.ts';

const PORT = 8398;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
/** What issue 15 allows between a click and what it opens, on the local mock. */
const FIRST_CLICK_BUDGET_MS = 100;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The home route in Chromium against the local mock (the client must be built): the JavaScript the
 * first view loads (gzip), medians of navigation → ten job cards and Load More → ten more, and first clicks.
 * BENCH_CLIENT_URL measures a server already running there instead of starting one.
 */
export async function benchWeb(runs: number): Promise<Row[]> {
  const executablePath = ensureChromium();
  const server = await startClientServer(PORT);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const firstTen: number[] = [];
    const tenMore: number[] = [];
    let scripts = new Set<string>();
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ permissions: ['geolocation'], geolocation: BENGALURU });
      const page = await context.newPage();
      const cards = page.getByRole('article');
      const started = Date.now();
      await page.goto(server.url + '/');
      await cards.nth(9).waitFor({ state: 'visible', timeout: 30_000 });
      firstTen.push(Date.now() - started);
      if (run === 0) scripts = await firstLoadScripts(page);
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
    const clicks = await benchFirstClicks(browser, server.url, runs);
    return [
      {
        measure: `home route: JavaScript loaded for the first ten cards (KB gzip, ${scripts.size} files; budget ${HOME_SCRIPT_BUDGET_KB})`,
        ours: kb.toFixed(1),
        baseline: String(HOME_SCRIPT_BUDGET_KB),
        ratio: (kb / HOME_SCRIPT_BUDGET_KB).toFixed(2),
      },
      {
        measure: `navigation → first ten job cards visible, median of ${runs} (ms)`,
        ours: String(median(firstTen)),
        baseline: '',
        ratio: '',
      },
      {
        measure: `Load More → ten more cards (includes the 300 ms delay), median of ${runs} (ms)`,
        ours: String(median(tenMore)),
        baseline: '300',
        ratio: (median(tenMore) / 300).toFixed(2),
      },
      ...clicks,
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** A first click on the home screen, made once the page has settled, and what shows when its result is on screen. */
interface FirstClick {
  measure: string;
  signedIn: boolean;
  click: (page: Page) => Promise<void>;
  /** A JavaScript expression, true in the page once the result is visible. */
  shown: string;
}

const FIRST_CLICKS: FirstClick[] = [
  {
    measure: "a visitor's Refer & Earn on a job → the Sign In dialog",
    signedIn: false,
    click: (page) => page.getByRole('article').first().getByRole('button', { name: 'Refer & Earn' }).click(),
    shown: `[...document.querySelectorAll('dialog[open]')].some((dialog) => dialog.textContent.includes('Mobile Number'))`,
  },
  {
    measure: "a visitor's Apply Now on a job → its details",
    signedIn: false,
    click: (page) => page.getByRole('article').first().getByRole('button', { name: 'Apply Now' }).click(),
    shown: `document.querySelector('dialog[open]') !== null`,
  },
  {
    measure: 'choosing हिन्दी in the language picker → the page in Hindi',
    signedIn: false,
    click: async (page) => void (await page.getByRole('banner').getByRole('combobox').first().selectOption('hi')),
    shown: `!document.querySelector('h1').textContent.includes('Find Your Perfect Job')`,
  },
  ...(['My Applications', 'My Referrals', 'My Earnings'] as const).map((link) => ({
    measure: `a signed-in candidate's ${link} link → its screen`,
    signedIn: true,
    click: (page: Page) => page.getByRole('banner').getByRole('link', { name: link }).first().click(),
    shown: `document.querySelector('h1.page-banner__title')?.textContent === ${JSON.stringify(link)}`,
  })),
];

/** Opens the home screen, waits until its first jobs are shown and the page is idle (its prefetches done). */
async function settledHome(context: BrowserContext, baseUrl: string, signedIn: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.goto(baseUrl + '/');
  if (signedIn) await answerLocationPreference(page);
  await page.getByRole('article').nth(9).waitFor({ state: 'visible', timeout: 30_000 });
  await page
    .waitForFunction((done) => performance.getEntriesByName(done).length > 0, IDLE_PREFETCH_DONE_MARK, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Milliseconds from a click (its pointerdown… click in the page) to the first frame showing its result. */
async function timeClick(page: Page, click: FirstClick): Promise<number> {
  await page.evaluate(() => {
    const marks = window as unknown as { clickedAt?: number };
    delete marks.clickedAt;
    document.addEventListener('click', () => (marks.clickedAt ??= performance.now()), { capture: true, once: true });
    document.addEventListener('change', () => (marks.clickedAt ??= performance.now()), { capture: true, once: true });
  });
  await click.click(page);
  const handle = await page.waitForFunction(
    `window.clickedAt !== undefined && (${click.shown}) ? performance.now() - window.clickedAt : false`,
    undefined,
    {
      polling: 'raf',
      timeout: 15_000,
    },
  );
  return Number(await handle.jsonValue());
}

/**
 * First clicks on the local mock, median of `runs` fresh page loads each: the time from the click to the first
 * frame that shows the dialog or screen it opens (the code was prefetched while the page was idle).
 */
async function benchFirstClicks(browser: Browser, baseUrl: string, runs: number): Promise<Row[]> {
  // The checks are evaluated as text, which the page's Content-Security-Policy would refuse.
  const options = { permissions: ['geolocation'], geolocation: BENGALURU, bypassCSP: true };
  const visitor = await browser.newContext(options);
  const candidate = await browser.newContext(options);
  try {
    const signInPage = await candidate.newPage();
    await signInDemoCandidate(signInPage, baseUrl);
    await signInPage.close();
    const rows: Row[] = [];
    for (const click of FIRST_CLICKS) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = click.signedIn ? candidate : visitor;
        const page = await settledHome(context, baseUrl, click.signedIn);
        times.push(await timeClick(page, click));
        // A language chosen in one run would carry over to the next.
        await page.evaluate(() => window.localStorage.removeItem('selected_language_code'));
        await page.close();
      }
      const ms = median(times);
      rows.push({
        measure: `first click: ${click.measure}, median of ${runs} (ms)`,
        ours: ms.toFixed(0),
        baseline: String(FIRST_CLICK_BUDGET_MS),
        ratio: (ms / FIRST_CLICK_BUDGET_MS).toFixed(2),
      });
    }
    return rows;
  } finally {
    await visitor.close();
    await candidate.close();
  }
}
