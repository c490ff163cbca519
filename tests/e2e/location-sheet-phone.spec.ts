import type { Page } from '@playwright/test';
import enAuth from '#web/locales/en/auth.json' with { type: 'json' };
import enCommon from '#web/locales/en/common.json' with { type: 'json' };
import enLocation from '#web/locales/en/location.json' with { type: 'json' };
import enNotifications from '#web/locales/en/notifications.json' with { type: 'json' };
import enUi from '#web/locales/en/ui.json' with { type: 'json' };
import hiAuth from '#web/locales/hi/auth.json' with { type: 'json' };
import hiCommon from '#web/locales/hi/common.json' with { type: 'json' };
import hiLocation from '#web/locales/hi/location.json' with { type: 'json' };
import hiNotifications from '#web/locales/hi/notifications.json' with { type: 'json' };
import hiUi from '#web/locales/hi/ui.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { DEMO_MOBILE, DEMO_OTP } from './support/sign-in.ts';
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE } from './support/phone.ts';

test.use(ANDROID_PHONE);

const TEXTS = {
  en: { auth: enAuth, common: enCommon, location: enLocation, notifications: enNotifications, ui: enUi },
  hi: { auth: hiAuth, common: hiCommon, location: hiLocation, notifications: hiNotifications, ui: hiUi },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Signs in from the menu in the page's language, leaving the Location Preference sheet to the test. */
async function signInFromMenu(page: Page, t: Texts) {
  await page.getByRole('banner').getByRole('button', { name: t.common['nav.menu'], exact: true }).tap();
  await page.locator('#mobile-menu').getByRole('button', { name: t.common['nav.signIn'] }).tap();
  await answerSignIn(page, t);
}

/** Answers the open sign-in dialog with the demo code. */
async function answerSignIn(page: Page, t: Texts) {
  const dialog = page.getByRole('dialog', { name: t.common['nav.signIn'] });
  await dialog.getByLabel(t.auth['mobile.label']).fill(DEMO_MOBILE);
  await dialog.getByRole('button', { name: t.auth['mobile.send'] }).tap();
  await dialog.getByLabel(t.ui['codeStep.otpLabel']).fill(DEMO_OTP);
  await dialog.getByRole('button', { name: t.ui['codeStep.verify'] }).tap();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
}

for (const language of ['en', 'hi'] as const) {
  const t = TEXTS[language];
  test(`${language}: the Location Preference sheet closes as the current location, and is asked once`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/');
    if (language === 'hi') await page.getByRole('banner').getByRole('combobox').selectOption('hi');
    await expect(jobCards(page).first()).toBeVisible();
    await signInFromMenu(page, t);

    const sheet = page.getByRole('dialog', { name: t.location.title });
    await expect(sheet).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: `sheet-${language}` });
    await finalScreenshot(page, testInfo, 'sheet');
    await sheet.getByRole('button', { name: t.ui['dialog.close'] }).tap();
    await expect(sheet).toBeHidden();
    await expect(jobCards(page).first()).toBeVisible();

    // A new browser session: the candidate is not asked again.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(jobCards(page).first()).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await finalScreenshot(page, testInfo);
  });
}

for (const language of ['en', 'hi'] as const) {
  const t = TEXTS[language];
  test(`${language}: the Location Preference sheet waits until the notifications the candidate opened are closed`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.addInitScript((code) => localStorage.setItem('selected_language_code', code), language);
    // An account screen asks a visitor to sign in, and stays there after it: no job list yet, no sheet.
    await page.goto('/referrals');
    await answerSignIn(page, t);
    await expect(page).toHaveURL(/\/referrals$/);

    // The bell on an account screen goes home with the notifications open; the list asks for the location there.
    const bell = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${t.common['nav.notifications']}`) });
    await bell.tap();
    await expect(page).toHaveURL(/\/$/);
    const notifications = page.getByRole('region', { name: t.common['nav.notifications'] });
    await expect(notifications).toBeVisible();
    await expect(notifications.getByRole('tab').first()).toBeVisible();
    const sheet = page.getByRole('dialog', { name: t.location.title });
    // Every screen's code is in once the first screen is idle: the sheet's too, so it would be on screen by now.
    await page.waitForFunction(() => performance.getEntriesByName('idle-prefetch-done').length > 0);
    await expect(sheet).toHaveCount(0);
    await expect(notifications).toBeVisible();
    await finalScreenshot(page, testInfo, `notifications-first-${language}`);

    // Closed, the notifications leave the page to the question.
    await bell.tap();
    await expect(notifications).toBeHidden();
    await expect(sheet).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: `sheet-after-${language}` });
    await sheet.getByRole('button', { name: new RegExp(`^${t.location['current.title']}`) }).tap();
    await expect(sheet).toBeHidden();
    await expect(jobCards(page).first()).toBeVisible();
  });
}
