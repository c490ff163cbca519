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
import { answerSignInDialog, signInFromPhoneMenu } from './support/sign-in.ts';
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { startInLanguage } from './support/language.ts';

test.use(ANDROID_PHONE);

const TEXTS = {
  en: { auth: enAuth, common: enCommon, location: enLocation, notifications: enNotifications, ui: enUi },
  hi: { auth: hiAuth, common: hiCommon, location: hiLocation, notifications: hiNotifications, ui: hiUi },
} as const;

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
    await signInFromPhoneMenu(page, t);

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
    await startInLanguage(page, language);
    // An account screen asks a visitor to sign in, and stays there after it: no job list yet, no sheet.
    await page.goto('/referrals');
    await answerSignInDialog(page, t);
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
