import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Response } from '@playwright/test';
import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { createWorld } from '#mock/create-world.ts';
import { IDLE_PREFETCH_MARK } from '../../web/src/app/prefetch.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { test } from './support/client-usage.ts';
import { finalScreenshot } from './support/fixtures.ts';
import { DEMO_OTP, signIn } from './support/sign-in.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';

// The demo build (playwright.demo.config.ts serves dist/demo with `vite preview`; no mock server runs):
// every upstream call is answered by the mock inside the page, through MSW's service worker.
test.use({ viewport: { width: 768, height: 1000 } });

/** The demo's first page (the site's files it fetches until the first jobs show, gzip level 9) stays within this (README). */
const FIRST_LOAD_BUDGET_KB = 650;
const DEMO_BUILD = join(import.meta.dirname, '../../dist/demo');

/** The nearest cab driver's job with Hindi to Bengaluru's centre in the world `npm start` seeds. */
function nearestCabDriverWithHindi() {
  const [nearest] = createWorld()
    .jobs.within(PLACES.bengaluru.latitude, PLACES.bengaluru.longitude, 50)
    .filter(({ job }) => job.jobName === 'Cab Driver' && job.skills.includes('Hindi'));
  if (!nearest) throw new Error('The seeded world has no cab driver with Hindi near Bengaluru');
  return nearest.job;
}

/** Calls to the upstream, the location services and the control API: anything but the site's own files. */
const SITE_FILES = /^\/(assets\/.*|favicon\.svg|mockServiceWorker\.js)?$/;
const isMockCall = (response: Response) => !SITE_FILES.test(new URL(response.url()).pathname);

test('the demo signs in, searches, applies and refers with the mock running in the page', async ({
  page,
  context,
}, testInfo) => {
  const mockCalls: Response[] = [];
  page.on('response', (response) => {
    if (isMockCall(response)) mockCalls.push(response);
  });
  await allowLocation(context, PLACES.pune);
  await page.goto('/');

  const marker = page.getByRole('complementary', { name: 'Demo data' });
  await expect(marker).toContainText('Demo data');
  // The marker asks the in-page control API (GET /__mock/demo) how to sign in.
  await expect(marker).toContainText(
    `Sign in with the mobile number ${DEMO_IDENTITIES.candidateMobile} and the code ${DEMO_OTP}.`,
  );
  await expectNoSeriousA11yViolations(page, testInfo, {
    include: 'aside[aria-label="Demo data"]',
    name: 'demo-marker',
  });
  await expectJobsNear(page, 'Pune');

  await signIn(page);
  await expectJobsNear(page, 'Bengaluru');

  // The same seeded world as `npm start`: the nearest cab driver's job with Hindi comes first.
  const expected = nearestCabDriverWithHindi();
  const search = page.getByRole('search', { name: 'Job search' });
  await search.getByRole('combobox', { name: 'City' }).fill('Bengal');
  await search.getByRole('option', { name: 'Bengaluru, Karnataka' }).click();
  await search.getByRole('combobox', { name: 'Job title or designation' }).fill('cab');
  await search.getByRole('option', { name: 'Cab Driver' }).click();
  const skills = search.getByRole('combobox', { name: 'Skills' });
  await skills.fill('Hindi');
  await skills.press('Enter');
  await search.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Showing Jobs near Bengaluru' })).toBeVisible();
  const card = jobCards(page).first();
  await expect(card.getByRole('heading')).toHaveText('Cab Driver');
  await expect(card).toContainText(expected.companyName);
  for (const other of await jobCards(page).all()) await expect(other.getByRole('heading')).toHaveText('Cab Driver');
  await finalScreenshot(page, testInfo, 'search');

  await card.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('dialog', { name: 'Cab Driver' }).getByRole('button', { name: 'Apply Now' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply for Job' });
  await expect(apply.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue(
    `+91 ${DEMO_IDENTITIES.candidateMobile}`,
  );
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted successfully for Cab Driver!')).toBeVisible();
  await expect(apply).toBeHidden();

  await card.getByRole('button', { name: 'Refer & Earn' }).click();
  const refer = page.getByRole('dialog', { name: 'Refer & Earn' });
  await expect(refer.getByText('Refer someone for Cab Driver')).toBeVisible();
  await refer.getByRole('textbox', { name: 'Candidate Name' }).fill('Ravi Kumar');
  await refer.getByRole('textbox', { name: 'Mobile Number' }).fill('8123456780');
  await refer.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(page.getByText('Referrals added successfully')).toBeVisible();
  await expect(refer).toBeHidden();
  await finalScreenshot(page, testInfo);

  // The in-page mock logged the journey, and the page reads its log through the control API.
  const logged = await page.evaluate(async () => {
    const answer = await fetch('/__mock/requests');
    return ((await answer.json()) as { requests: Array<{ operationId?: string }> }).requests.map((r) => r.operationId);
  });
  expect(logged).toEqual(expect.arrayContaining(['validateOTP', 'searchJobs', 'applyForJob', 'referCandidates']));
  // Every call was answered by the service worker with JSON, none by the preview server (whose answer would be the page).
  expect(mockCalls.length).toBeGreaterThan(15);
  const notMocked = mockCalls.filter(
    (response) => !response.fromServiceWorker() || !response.headers()['content-type']?.includes('json'),
  );
  expect(notMocked.map((response) => response.url())).toEqual([]);
});

test("the demo's first page stays within its budget", async ({ page, context }, testInfo) => {
  const fetched = new Set<string>(['/mockServiceWorker.js']);
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (SITE_FILES.test(pathname)) fetched.add(pathname);
  });
  // The browser keeps 250 resource timings unless told: the idle preload and the demo's own calls go past that, and a
  // preload missing from the timings would count as first load.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5_000));
  await allowLocation(context, PLACES.pune);
  await page.goto('/');
  await expectJobsNear(page, 'Pune');
  // Once the first jobs show and the page is idle, the client preloads every other screen's code: that is not
  // the first load (web/src/app/prefetch.ts sets the mark when it starts).
  const preloaded = await page.evaluate((mark) => {
    const idleFrom = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= idleFrom)
      .map((entry) => new URL(entry.name).pathname);
  }, IDLE_PREFETCH_MARK);
  const sizes = [...fetched]
    .filter((path) => !preloaded.includes(path))
    .map((path) => ({
      path,
      bytes: gzipSync(readFileSync(join(DEMO_BUILD, path === '/' ? 'index.html' : path)), { level: 9 }).length,
    }))
    .sort((a, b) => b.bytes - a.bytes);
  await testInfo.attach('first-load.json', { body: JSON.stringify(sizes, null, 2), contentType: 'application/json' });
  const totalKb = sizes.reduce((sum, file) => sum + file.bytes, 0) / 1024;
  expect(
    totalKb,
    sizes.map((file) => `${(file.bytes / 1024).toFixed(1)} KB ${file.path}`).join('\n'),
  ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
});

test("the developer console opens over the demo and sees and steers the page's own mock", async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.pune);
  await page.goto('/');
  await expectJobsNear(page, 'Pune');
  const toggle = page.getByRole('button', { name: 'Developer console' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('complementary', { name: 'Developer console' });
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
  const console = page.frameLocator('iframe[title="Mock console"]');
  await expect(console.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  // A call the page makes shows in the console (the stream comes through the page's service worker).
  await page.evaluate(() => fetch('/api/auth/fetchProgrammaticUserToken'));
  await expect(console.getByRole('row').filter({ hasText: 'fetchProgrammaticUserToken' })).toContainText('Valid');

  // A fault set in the console makes the page's next call fail.
  await console.getByRole('tab', { name: 'Steer' }).click();
  const form = console.getByRole('form', { name: 'Add a fault' });
  await form.getByLabel('Operation').selectOption('fetchProgrammaticUserToken');
  await form.getByLabel('Times (empty: every call)').fill('1');
  await form.getByRole('button', { name: 'Add fault' }).click();
  await expect(console.getByRole('list', { name: 'Faults in force' })).toContainText('fetchProgrammaticUserToken');
  expect(await page.evaluate(async () => (await fetch('/api/auth/fetchProgrammaticUserToken')).status)).toBe(503);

  await expectNoSeriousA11yViolations(page, testInfo, {
    include: 'aside[aria-label="Developer console"]',
    name: 'demo-console',
  });
  await finalScreenshot(page, testInfo, 'demo-console');
  // Escape from the panel's own bar (the frame is a document of its own, with its own keys).
  await panel.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});
