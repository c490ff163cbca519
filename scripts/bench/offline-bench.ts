import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ensureChromium } from '../ensure-chromium.ts';
import type { Row } from './mock-bench.ts';
import { startLighthouseBrowser } from './lighthouse-browser.ts';
import { startClientServer } from './processes.ts';

const PORT = 8398;
const DEBUGGING_PORT = 9338;
/** The repeat visit's goal (the service worker's issue): the home screen's largest paint within a second. */
const REPEAT_LCP_TARGET_MS = 1000;
/** How long the first visit's tab stays open: the first screen idle, the worker installed. */
const FIRST_VISIT_MS = 15_000;
const BENGALURU = { latitude: 12.9716, longitude: 77.5946, accuracy: 25 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A first visit: the home screen's jobs, the page idle until the app's service worker is active, then a load it answers. */
async function firstVisit(page: Page, url: string, { reload = true } = {}): Promise<void> {
  await page.goto(url);
  await page.getByRole('article').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    undefined,
    { timeout: 30_000, polling: 250 },
  );
  // The worker's precache is written (Playwright attached over CDP bypasses the worker: Lighthouse's browser skips
  // the wait, its own next navigation is the worker's).
  if (!reload) return;
  await page.waitForFunction(async () => (await caches.keys()).length > 0, undefined, {
    timeout: 30_000,
    polling: 250,
  });
}

/**
 * A first visit in a tab of Lighthouse's browser, opened and closed through the DevTools HTTP endpoints (a page a
 * Playwright client attaches to over CDP bypasses the service worker). The tab stays long enough for the first
 * screen to go idle and the worker to install. Permission for the location is not granted: the list starts from the
 * IP look-up's place, as for a visitor who has not answered the prompt.
 */
async function firstVisitInTab(url: string): Promise<void> {
  const endpoint = `http://127.0.0.1:${DEBUGGING_PORT}/json`;
  const tab = (await (await fetch(`${endpoint}/new?${encodeURIComponent(url)}`, { method: 'PUT' })).json()) as {
    id: string;
  };
  await new Promise((resolve) => setTimeout(resolve, FIRST_VISIT_MS));
  await fetch(`${endpoint}/close/${tab.id}`);
}

/** Lighthouse mobile (simulated slow 4G, 4× slower CPU) on the home screen: its largest contentful paint. */
async function lighthouseLcp(url: string, keepStorage: boolean, attempts = 3): Promise<number> {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  const lcp = result?.lhr.audits['largest-contentful-paint']?.numericValue;
  if (lcp !== undefined && !result?.lhr.runtimeError) return lcp;
  // On a busy machine a trace is now and then not recorded (NO_NAVSTART): the run is made again.
  if (attempts > 1) return lighthouseLcp(url, keepStorage, attempts - 1);
  throw new Error(`Lighthouse measured no LCP on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
}

/**
 * Waits until a page opened now is controlled by the worker: for about a second after it has activated, Chromium
 * still sends a new tab's navigation to the network (the registration is being stored), and offline that is the
 * browser's error page. Bounded: 40 tries a quarter of a second apart.
 */
async function untilNewPagesControlled(context: BrowserContext, url: string): Promise<void> {
  for (let tries = 0; tries < 40; tries++) {
    const probe = await context.newPage();
    await probe.goto(url);
    const controlled = await probe.evaluate(() => navigator.serviceWorker.controller !== null);
    await probe.close();
    if (controlled) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no page opened at ${url} was controlled by the service worker`);
}

/** Milliseconds from asking for the page to the shell's header on screen. */
async function timeToShell(browser: Browser, url: string, offline: boolean, installed: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(BENGALURU);
  try {
    const first = installed ? await context.newPage() : undefined;
    if (first) {
      await firstVisit(first, url);
      await untilNewPagesControlled(context, url);
    }
    await context.setOffline(offline);
    await first?.close();
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(url);
    await page.getByRole('banner').waitFor();
    return Date.now() - start;
  } finally {
    await context.close();
  }
}

/**
 * The app's service worker: Lighthouse mobile on a repeat visit of the home screen with the worker installed
 * (storage kept: the worker answers the shell from its cache) against a first visit, and the time to the shell
 * offline with the worker against online without it. BENCH_CLIENT_URL measures a server already running there.
 */
export async function benchOffline(runs: number): Promise<Row[]> {
  const chromePath = (process.env.CHROME_PATH ??= ensureChromium());
  const server = await startClientServer(PORT);
  const url = `${server.url}/`;
  const rows: Row[] = [];
  try {
    // Lighthouse drives a browser of its own profile: one for the first visits, one where the worker is installed.
    const lcp = async (repeat: boolean) => {
      const browser = await startLighthouseBrowser(chromePath, DEBUGGING_PORT);
      try {
        const values: number[] = [];
        for (let run = 0; run < runs; run++) {
          if (repeat) await firstVisitInTab(url);
          values.push(await lighthouseLcp(url, repeat));
        }
        return median(values);
      } finally {
        await browser.stop();
      }
    };
    const cold = await lcp(false);
    const repeat = await lcp(true);
    rows.push({
      measure: `Lighthouse mobile, home (visitor), repeat visit with the service worker installed: LCP, median of ${runs} (baseline: a first visit)`,
      ours: `${(repeat / 1000).toFixed(2)} s`,
      baseline: `${(cold / 1000).toFixed(2)} s`,
      ratio: `${(repeat / cold).toFixed(2)} (goal ≤ ${REPEAT_LCP_TARGET_MS / 1000} s: ${repeat <= REPEAT_LCP_TARGET_MS ? 'met' : 'missed'})`,
    });

    // The journeys' browser settings (playwright.config.ts).
    const browser = await chromium.launch({
      executablePath: chromePath,
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-quic'],
    });
    try {
      const offline: number[] = [];
      const online: number[] = [];
      for (let run = 0; run < runs; run++) {
        online.push(await timeToShell(browser, url, false, false));
        offline.push(await timeToShell(browser, url, true, true));
      }
      const [ours, base] = [median(offline), median(online)];
      rows.push({
        measure: `Time to the shell (the header on screen), offline with the worker installed, 390 px, median of ${runs} (baseline: online, first visit)`,
        ours: `${ours} ms`,
        baseline: `${base} ms`,
        ratio: (ours / base).toFixed(2),
      });
    } finally {
      await browser.close();
    }
    return rows;
  } finally {
    await server.stop();
  }
}
