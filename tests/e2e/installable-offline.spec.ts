import type { Page } from '@playwright/test';
import enLinks from '#web/locales/en/links.json' with { type: 'json' };
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { DEMO_MOBILE, signIn } from './support/sign-in.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { DEVANAGARI } from './support/language.ts';
import { persistedEntries, persistedFor } from './support/persisted-cache.ts';

// The app on a phone's home screen: the manifest, the service worker, and a repeat visit with no network.
test.use({ ...ANDROID_PHONE, serviceWorkers: 'allow' });

/** Every document the build writes for a screen, by one of its addresses. */
const SCREEN_ADDRESSES = [
  '/',
  '/applications',
  '/referrals',
  '/saved',
  '/earnings',
  '/profile',
  '/interviews',
  '/projects',
];

/** The width and height a PNG declares in its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** Once the first screen is idle the page registers the worker, which precaches the shell and activates. */
async function workerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 30_000,
    })
    .toBe('activated');
}

test('every screen links the web app manifest, whose icons and colours a phone can install from', async ({ page }) => {
  for (const address of SCREEN_ADDRESSES) {
    const html = await (await page.request.get(address, { headers: { accept: 'text/html' } })).text();
    expect(html, `${address} links the manifest`).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  }
  const answer = await page.request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Talent Jobs – find your perfect job',
    short_name: 'Talent Jobs',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1f4fbf',
    background_color: '#f7f8fc',
  });
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    expect(manifest.icons, `a ${purpose} icon of ${size}`).toContainEqual(
      expect.objectContaining({ sizes: size, purpose, type: 'image/png' }),
    );
  }
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body()), icon.src).toEqual({ width, height: width });
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test("once its worker is active, every screen's address is answered by the worker with that screen's own document, and the screen opens", async ({
  page,
}) => {
  await page.goto('/');
  await workerActive(page);
  for (const address of SCREEN_ADDRESSES) {
    const fromServer = await (await page.request.get(address, { headers: { accept: 'text/html' } })).text();
    // With a query, as links carry one ('/applications?highlight=12'): the worker answers by the address alone.
    const answer = await page.goto(`${address}?from=worker`);
    expect(answer?.fromServiceWorker(), `${address} answered by the worker`).toBe(true);
    expect(await answer?.text(), `${address}: the screen's own document`).toBe(fromServer);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: enLinks['notFound.title'] })).toHaveCount(0);
  }
});

for (const { language, heading, offline } of [
  {
    language: 'en',
    heading: 'Showing Jobs near Bengaluru',
    offline: /^Offline — jobs as of \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m$/,
  },
  { language: 'hi', heading: /के पास की नौकरियाँ$/, offline: /^ऑफ़लाइन — .*\d{1,2}:\d{2}.* तक की नौकरियाँ$/ },
]) {
  test(`a repeat visit with no network (${language}) opens the app with the last search's jobs, as of when they were fetched, until the network returns`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.bengaluru);
    await page.goto('/');
    if (language === 'hi')
      await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(jobCards(page)).toHaveCount(10);
    // The job titles come in the chosen language a moment after the list's heading does.
    if (language === 'hi') await expect(jobCards(page).getByRole('heading')).toHaveText(Array(10).fill(DEVANAGARI));
    const titles = await jobCards(page).getByRole('heading').allTextContents();
    await workerActive(page);
    await persistedFor(page, 'visitor', ['jobs/search', 'location/current']);

    // The next visit: the app opened again (a new tab, as from the home screen), with no network.
    await context.setOffline(true);
    await page.close();
    const again = await context.newPage();
    // A minute later: the search kept is no longer fresh (a search is fresh for 10 s), so the list says how old it is.
    await again.clock.setSystemTime(Date.now() + 60_000);
    await again.goto('/');
    await expect(again.getByRole('banner')).toBeVisible();
    await expect(again.getByRole('heading', { name: heading })).toBeVisible();
    await expect(jobCards(again)).toHaveCount(10);
    expect(await jobCards(again).getByRole('heading').allTextContents()).toEqual(titles);
    await expect(again.getByRole('status').filter({ hasText: offline })).toBeVisible();
    await expectNoSeriousA11yViolations(again, testInfo, { name: `offline-${language}` });
    await finalScreenshot(again, testInfo, `offline-${language}`);

    // The network returns: the same search is asked for again at once, and the 'as of' line goes with the old jobs
    // (it once stayed until the next search, about 20 s later).
    await context.setOffline(false);
    await expect(again.getByRole('status').filter({ hasText: offline })).toHaveCount(0, { timeout: 5_000 });
    await expect(jobCards(again)).toHaveCount(10);
  });
}

test("a signed-in candidate's My Applications opens offline with their applications, and signing out forgets them", async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto('/');
  await signIn(page);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const companies = await cards.getByRole('heading').allTextContents();
  await workerActive(page);
  await persistedFor(page, `candidate:${DEMO_MOBILE}`, ['applications/list']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(cards).toHaveCount(companies.length);
  expect(await cards.getByRole('heading').allTextContents()).toEqual(companies);
  await finalScreenshot(page, testInfo, 'applications-offline');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  await expect
    .poll(async () => Object.keys(await persistedEntries(page)).filter((key) => key.startsWith('candidate:')))
    .toEqual([]);

  await context.setOffline(true);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Sign in to see My Applications' })).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test('when a new version has installed and waits, the page offers to reload into it', async ({ page }, testInfo) => {
  // The page's own registration (once its first screen is idle) is what listens for a waiting worker.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      return register.apply(this, args).then((registration) => {
        (window as unknown as { appWorkerRegistered: boolean }).appWorkerRegistered = true;
        return registration;
      });
    };
  });
  await page.goto('/projects');
  await workerActive(page);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
  await expect.poll(() => page.evaluate(() => 'appWorkerRegistered' in window), { timeout: 30_000 }).toBe(true);

  // The next build's worker: the same script under another address is installed as a new worker and waits.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-build'));
  const prompt = page.getByRole('status', { name: 'App update' });
  await expect(prompt).toContainText('New version available');
  await expectNoSeriousA11yViolations(page, testInfo, { include: '.update-prompt', name: 'update-prompt' });
  await finalScreenshot(page, testInfo, 'update-prompt');

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect
    // The page reloads under the poll: a read while it does finds no page to ask, and is asked again.
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '').catch(() => ''), {
      timeout: 15_000,
    })
    .toMatch(/\/sw\.js\?next-build$/);
  await expect(page.getByRole('heading', { name: 'No Projects Yet' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
