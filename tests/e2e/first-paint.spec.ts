import enApp from '#web/locales/en/app.json' with { type: 'json' };
import enCommon from '#web/locales/en/common.json' with { type: 'json' };
import enLinks from '#web/locales/en/links.json' with { type: 'json' };
import enSearch from '#web/locales/en/search.json' with { type: 'json' };
import hiApp from '#web/locales/hi/app.json' with { type: 'json' };
import hiCommon from '#web/locales/hi/common.json' with { type: 'json' };
import hiSearch from '#web/locales/hi/search.json' with { type: 'json' };
import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { startInLanguage } from './support/language.ts';
import { layoutShift } from './support/layout.ts';
import { ANDROID_PHONE } from './support/phone.ts';

// A screen's document paints the screen's outline (the header's logo, its title band) in the candidate's language
// before the app's code has arrived; the code is asked for once it is painted, and the app's first render takes the
// outline's place without moving it.
test.use(ANDROID_PHONE);

const TEXTS = {
  en: { common: enCommon, app: enApp, search: enSearch },
  hi: { common: hiCommon, app: hiApp, search: hiSearch },
} as const;

/** Holds the app's entry script until `release` is called: the page shows what its document alone paints. */
async function holdAppCode(page: Page): Promise<{ release: () => void; asked: Promise<void> }> {
  let release = () => {};
  let asked = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { release, asked: askedFor };
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

for (const language of ['en', 'hi'] as const) {
  test(`${language}: My Applications and the home screen paint their title band before their code, which then takes its place unmoved`, async ({
    page,
  }, testInfo) => {
    const t = TEXTS[language];
    await startInLanguage(page, language);
    const code = await holdAppCode(page);

    await page.goto('/applications');
    const title = page.getByRole('heading', { level: 1, name: t.common['nav.myApplications'] });
    const subtitle = page.getByText(t.app['account.applicationsSubtitle'], { exact: true });
    await expect(title).toBeVisible();
    await expect(subtitle).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('link', { name: t.app['header.homeLink'] })).toBeVisible();
    // The code is asked for once the outline is painted, and the app has not started: its skip link is not there.
    await code.asked;
    await expect(page.locator('.skip-link')).toHaveCount(0);
    const before = { title: await box(title), subtitle: await box(subtitle) };
    await finalScreenshot(page, testInfo, 'outline');

    code.release();
    // A visitor: the app asks them to sign in, over the same title band.
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('.skip-link')).toHaveCount(1);
    expect(await box(title)).toEqual(before.title);
    expect(await box(subtitle)).toEqual(before.subtitle);
    // Nothing moved, and nothing showed in English first (its texts would have moved what follows them).
    expect(await layoutShift(page)).toBe(0);
    await page.keyboard.press('Escape');
    await expectNoA11yViolations(page, testInfo);

    await page.unrouteAll();
    const home = await holdAppCode(page);
    await page.goto('/');
    const homeTitle = page.getByRole('heading', { level: 1, name: t.search.title });
    await expect(homeTitle).toBeVisible();
    await home.asked;
    await expect(page.locator('.skip-link')).toHaveCount(0);
    const homeBefore = await box(homeTitle);
    home.release();
    await expect(page.getByRole('search')).toBeVisible();
    expect(await box(homeTitle)).toEqual(homeBefore);
    expect(await layoutShift(page)).toBe(0);
    await finalScreenshot(page, testInfo);
  });
}

test("an address no screen has gets the first screen's document, which paints no outline there and asks for the code at once", async ({
  page,
}) => {
  const code = await holdAppCode(page);
  await page.goto('/no-such-screen', { waitUntil: 'commit' });
  await code.asked;
  // Not the home screen's search banner for a moment: nothing until the app says what this address is.
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.getByRole('heading')).toHaveCount(0);
  code.release();
  await expect(page.getByRole('heading', { name: enLinks['notFound.title'] })).toBeVisible();
});
