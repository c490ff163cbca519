import type { Page } from '@playwright/test';
import enAuth from '#web/locales/en/auth.json' with { type: 'json' };
import enCommon from '#web/locales/en/common.json' with { type: 'json' };
import enLinks from '#web/locales/en/links.json' with { type: 'json' };
import enLocation from '#web/locales/en/location.json' with { type: 'json' };
import enUi from '#web/locales/en/ui.json' with { type: 'json' };
import hiAuth from '#web/locales/hi/auth.json' with { type: 'json' };
import hiCommon from '#web/locales/hi/common.json' with { type: 'json' };
import hiLinks from '#web/locales/hi/links.json' with { type: 'json' };
import hiLocation from '#web/locales/hi/location.json' with { type: 'json' };
import hiUi from '#web/locales/hi/ui.json' with { type: 'json' };
import { DEMO_LINKS } from '#mock/seed/seed-links.ts';
import { allowLocation, PLACES } from './home-helpers.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import type { MockControl } from './support/mock-control.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { signIn, signInFromPhoneMenu } from './support/sign-in.ts';
import { startInLanguage } from './support/language.ts';

const TEXTS = {
  en: { auth: enAuth, common: enCommon, links: enLinks, location: enLocation, ui: enUi },
  hi: { auth: hiAuth, common: hiCommon, links: hiLinks, location: hiLocation, ui: hiUi },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/**
 * Follows the profile short link, signed in after a first visit: the profile opens (its heading `profileTitle`), the
 * not-found page (`notFoundTitle`) never shows, however briefly, and the link is asked about once.
 */
async function followProfileLink(page: Page, mock: MockControl, profileTitle: string, notFoundTitle: string) {
  await mock.clearRequests();
  await page.addInitScript(() => {
    const seen = { notFound: false };
    Object.assign(window, { linkFlash: seen });
    new MutationObserver(() => {
      if (document.getElementById('not-found-title')) seen.notFound = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/${DEMO_LINKS.profile}`);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: profileTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: notFoundTitle })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { linkFlash: { notFound: boolean } }).linkFlash)).toEqual({
    notFound: false,
  });
  const asked = (await mock.requests()).filter((entry) => entry.operationId === 'getActualUrl');
  expect(asked).toHaveLength(1);
}

for (const width of [390, 1280] as const) {
  test(`at ${width} px, the profile short link opens the profile`, async ({ page, context, mock }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await allowLocation(context, PLACES.bengaluru);
    await page.goto('/');
    await signIn(page);
    await followProfileLink(page, mock, 'My Profile', 'Page not found');
    await finalScreenshot(page, testInfo, `profile-${width}`);
  });
}

/** Signs in from the phone's menu in the page's language and answers Location Preference with the current location. */
async function signInOnPhone(page: Page, t: Texts) {
  await signInFromPhoneMenu(page, t);
  const sheet = page.getByRole('dialog', { name: t.location.title });
  await sheet.getByRole('button', { name: new RegExp(`^${t.location['current.title']}`) }).tap();
  await expect(sheet).toBeHidden();
}

test.describe('on an Android phone', () => {
  test.use(ANDROID_PHONE);

  for (const language of ['en', 'hi'] as const) {
    const t = TEXTS[language];
    test(`${language}: the profile short link opens the profile in the chosen language, never the not-found page`, async ({
      page,
      context,
      mock,
    }, testInfo) => {
      await allowLocation(context, PLACES.bengaluru);
      await startInLanguage(page, language);
      await page.goto('/');
      await signInOnPhone(page, t);
      await followProfileLink(page, mock, t.common['nav.myProfile'], t.links['notFound.title']);
      await finalScreenshot(page, testInfo, `profile-phone-${language}`);
    });
  }
});
