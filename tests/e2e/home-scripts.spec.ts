import { allowLocation, expectJobsNear, PLACES } from './home-helpers.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import {
  builtScripts,
  developmentModulesShipped,
  firstLoadScripts,
  gzipSizes,
  HOME_SCRIPT_BUDGET_KB,
  recordScripts,
  totalKb,
} from './support/home-scripts.ts';

test(`a visitor's first ten jobs need at most ${HOME_SCRIPT_BUDGET_KB} KB of JavaScript; other screens and dialogs load their own`, async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto('/');
  await expectJobsNear(page, 'Bengaluru');

  const firstLoad = await firstLoadScripts(page);
  const sizes = gzipSizes(firstLoad);
  const listing = sizes.map((file) => `${(file.bytes / 1024).toFixed(1)} KB ${file.path}`).join('\n');
  expect(totalKb(sizes), `home route scripts (gzip):\n${listing}`).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET_KB);
  const names = [...firstLoad].join(' ');
  for (const later of [
    'apply-modal',
    'refer-modal',
    'job-details-modal',
    'mobile-sign-in-dialog',
    'notification-dropdown',
    'account-page',
    'link-helper',
  ]) {
    expect(names, `${later} is not part of the first load`).not.toContain(later);
  }

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await finalScreenshot(page, testInfo);
});

test('once the first jobs are shown and the page is idle, the code of every dialog and screen is preloaded, other languages excepted', async ({
  page,
  context,
}) => {
  await allowLocation(context, PLACES.bengaluru);
  const scripts = recordScripts(page);
  await page.goto('/');
  await expectJobsNear(page, 'Bengaluru');
  await expect(page.locator('#idle-prefetch')).toHaveCount(0);
  for (const opened of [
    'mobile-sign-in-dialog',
    'job-details-modal',
    'refer-modal',
    'apply-modal',
    'applications-page',
    'profile-page',
  ]) {
    await expect.poll(() => [...scripts].join(' '), `${opened} is preloaded`).toContain(opened);
  }
  const requested = [...scripts].join(' ');
  expect(requested, "another language's texts wait until it is chosen").not.toMatch(/\/(hi|ta|bn)-[\w-]+\.js/);
  expect(requested, 'nor does the job-field dictionary').not.toContain('job-dictionary');
});

test('no development build of any library ships in the built client', () => {
  expect(developmentModulesShipped(), 'modules from a development build').toEqual([]);
  // React's development builds print this on start; its production builds never contain it.
  const devOnly = builtScripts().filter(({ text }) => text.includes('Download the React DevTools'));
  expect(devOnly.map(({ script }) => script)).toEqual([]);
});

test("a screen's document paints before any of the app's code, then asks for its own code and the persister's, not the home screen's", async ({
  page,
}) => {
  const documentOf = async (path: string) =>
    (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
  // What the page asks for once the screen's outline is painted (web/src/app/first-paint/outline-start.ts).
  const firstLoadTemplate = (html: string) => /<template id="first-load">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
  const headOf = (html: string) => html.split('</head>')[0] ?? '';
  const screens: Array<[string, string]> = [
    ['/applications', 'applications-page'],
    ['/profile', 'profile-page'],
    ['/interviews', 'interviews-page'],
  ];
  for (const path of ['/', ...screens.map(([address]) => address)]) {
    const head = headOf(await documentOf(path));
    // Before the first paint: the stylesheet and the small start script, render-blocking, nothing of the app.
    expect(
      [...head.matchAll(/<script [^>]*>/g)].map((match) => match[0]),
      `${path}'s scripts before its paint`,
    ).toEqual([
      expect.stringMatching(/^<script type="module" blocking="render" crossorigin src="\/assets\/start-[\w-]+\.js">$/),
    ]);
    expect(preloads(head), `${path} preloads no app code before its paint`).toEqual([]);
  }
  for (const [path, screen] of screens) {
    const asked = preloads(firstLoadTemplate(await documentOf(path))).join(' ');
    expect(asked, `${path} asks for its screen`).toContain(screen);
    expect(asked, `${path} does not ask for the home screen`).not.toContain('home-page');
    // Opened again by someone whose cache was kept: the restore before the first render costs no round trip more.
    expect(asked, `${path} asks for the persister`).toContain('persisted-cache');
  }
  // What the entry script imports statically comes with it in every document, not a round trip after it.
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(firstLoadTemplate(await documentOf('/')))?.[1];
  expect(entry, 'the documents load one entry script').toBeDefined();
  const entryImports = [...(await (await page.request.get(entry!)).text()).matchAll(/\bfrom ?"\.\/([\w.-]+\.js)"/g)]
    .map((match) => `/assets/${match[1]}`)
    .filter((file) => !file.startsWith('/assets/start-'));
  expect(entryImports.length, 'the entry imports the bundler runtime').toBeGreaterThan(0);
  for (const path of ['/', ...screens.map(([address]) => address)]) {
    const asked = preloads(firstLoadTemplate(await documentOf(path)));
    expect(asked, `${path} asks for what the entry imports`).toEqual(expect.arrayContaining(entryImports));
  }
  const home = preloads(firstLoadTemplate(await documentOf('/'))).join(' ');
  expect(home).toContain('home-page');
  expect(home, "a first visit's home screen fetches no persister").not.toContain('persisted-cache');

  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  // The heading is the outline's before the app runs: the app asks the visitor to sign in.
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  const firstLoad = [...(await firstLoadScripts(page))].join(' ');
  expect(firstLoad).toContain('applications-page');
  expect(firstLoad, 'the home screen waits for the idle preloads').not.toContain('home-page');
});
