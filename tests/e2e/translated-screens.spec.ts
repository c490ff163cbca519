import locationHi from '#web/locales/hi/location.json' with { type: 'json' };
import locationTa from '#web/locales/ta/location.json' with { type: 'json' };
import commonHi from '#web/locales/hi/common.json' with { type: 'json' };
import commonTa from '#web/locales/ta/common.json' with { type: 'json' };
import { collectAnswerData, englishLeft, englishPhrases } from './support/english-scan.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { settled } from './support/settled.ts';
import { DEMO_MOBILE, DEMO_OTP } from './support/sign-in.ts';

/** The product's name stays as it is written in every language; the upstream's data shows as it came. */
const NAMES = ['Talent Jobs'];

const TEXTS = {
  hi: { common: commonHi, location: locationHi },
  ta: { common: commonTa, location: locationTa },
} as const;

for (const language of ['hi', 'ta'] as const) {
  test(`after switching to ${language}, the screens a candidate visits show no English but data and names`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const texts = TEXTS[language];
    const phrases = await englishPhrases();
    const left: Record<string, string[]> = {};
    const answerData = collectAnswerData(page);
    const scan = async (screen: string, { settle = true } = {}) => {
      if (settle) await settled(page);
      left[screen] = await englishLeft(page, phrases, [...NAMES, ...answerData()]);
      await finalScreenshot(page, testInfo, `${language}-${screen}`);
    };

    await page.goto('/');
    await page.getByRole('banner').getByRole('combobox').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await scan('home');

    // A job's details, from its card's primary button.
    await cards.first().getByRole('button').last().click();
    const details = page.getByRole('dialog');
    await expect(details).toBeVisible();
    await scan('job-details');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Sign in, in the chosen language.
    await page.getByRole('banner').getByRole('button', { name: texts.common['nav.signIn'], exact: true }).click();
    const signIn = page.getByRole('dialog', { name: texts.common['nav.signIn'] });
    await expect(signIn.locator('input[autocomplete="tel-national"]')).toBeVisible();
    await scan('sign-in');
    await signIn.locator('input[autocomplete="tel-national"]').fill(DEMO_MOBILE);
    await signIn.locator('button[type="submit"]').click();
    await signIn.locator('input[autocomplete="one-time-code"]').fill(DEMO_OTP);
    await scan('sign-in-code');
    await signIn.locator('button[type="submit"]').click();
    await expect(signIn).toBeHidden({ timeout: 10_000 });

    // The Location Preference dialog (the job list waits behind it), answered with the saved base location.
    const preference = page.getByRole('dialog', { name: texts.location.title });
    const base = preference.getByRole('button', { name: new RegExp(texts.location['base.title']) });
    await expect(base).toBeEnabled({ timeout: 10_000 });
    await scan('location-preference', { settle: false });
    await base.click();
    await expect(preference).toBeHidden();
    await expect(cards.first()).toBeVisible();
    await scan('home-signed-in');

    for (const path of ['/applications', '/referrals', '/saved', '/earnings', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scan(path.slice(1));
    }

    const expected = Object.fromEntries(Object.keys(left).map((screen) => [screen, []]));
    expect(left, 'English texts left on the translated screens').toEqual(expected);
  });
}
