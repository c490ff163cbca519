import enLocation from '#web/locales/en/location.json' with { type: 'json' };
import hiLocation from '#web/locales/hi/location.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { ANDROID_PHONE } from './support/phone.ts';

test.use(ANDROID_PHONE);

const TEXTS = { en: enLocation, hi: hiLocation } as const;

for (const language of ['en', 'hi'] as const) {
  test.describe(language, () => {
    test.use({ locale: language === 'en' ? 'en-IN' : 'hi-IN' });

    test(`${language}: the page says why before the browser asks for the location`, async ({ page }, testInfo) => {
      const word = TEXTS[language]['notice.beforeAsking'];
      // What was on the page when the location was asked for; the browser's prompt then stays unanswered.
      await page.addInitScript(() => {
        const asked: string[] = [];
        Object.assign(window, { askedWith: asked });
        navigator.geolocation.getCurrentPosition = () => {
          asked.push(document.body.innerText);
        };
      });
      await page.goto('/');
      await expect(page.getByRole('status').filter({ hasText: word })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { askedWith: string[] }).askedWith.length))
        .toBeGreaterThan(0);
      const asked = await page.evaluate(() => (window as unknown as { askedWith: string[] }).askedWith);
      expect(asked[0]).toContain(word);
      await expectNoSeriousA11yViolations(page, testInfo, { include: '.toasts', name: `word-${language}` });
      await finalScreenshot(page, testInfo);
    });
  });
}
