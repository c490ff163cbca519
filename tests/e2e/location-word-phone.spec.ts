import enCityNames from '#web/locales/en/cityNames.json' with { type: 'json' };
import enJobs from '#web/locales/en/jobs.json' with { type: 'json' };
import enLocation from '#web/locales/en/location.json' with { type: 'json' };
import hiCityNames from '#web/locales/hi/cityNames.json' with { type: 'json' };
import hiJobs from '#web/locales/hi/jobs.json' with { type: 'json' };
import hiLocation from '#web/locales/hi/location.json' with { type: 'json' };
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { jobCards } from './home-helpers.ts';
import { layoutShift, onTop } from './support/layout.ts';
import { ANDROID_PHONE } from './support/phone.ts';

// The word before the browser's location prompt, on a phone: in the page, in the status region under the job list's
// heading (where the GPS notice is said), in the candidate's language, nothing on screen moving for it; it goes with
// the browser's answer.
test.use(ANDROID_PHONE);

const TEXTS = {
  en: { jobs: enJobs, location: enLocation, city: enCityNames['New Delhi'] },
  hi: { jobs: hiJobs, location: hiLocation, city: hiCityNames['New Delhi'] },
} as const;

type Asked = { askedWith: string[]; refuse: () => void };

for (const language of ['en', 'hi'] as const) {
  test.describe(language, () => {
    test.use({ locale: language === 'en' ? 'en-IN' : 'hi-IN' });
    const t = TEXTS[language];

    test(`${language}: the page says why under the list's heading before the browser asks for the location, and stops once it has its answer`, async ({
      page,
    }, testInfo) => {
      const word = t.location['notice.beforeAsking'];
      // What was on the page when the location was asked for; the browser's prompt then waits for the test to refuse.
      await page.addInitScript(() => {
        const asked: string[] = [];
        const answers: Array<() => void> = [];
        const refuse = () => answers.splice(0).forEach((answer) => answer());
        Object.assign(window, { askedWith: asked, refuse });
        navigator.geolocation.getCurrentPosition = (_success, failure) => {
          asked.push(document.body.innerText);
          const denied = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1 };
          answers.push(() => failure?.(denied as GeolocationPositionError));
        };
      });
      await page.goto('/');
      const list = page.getByRole('region', { name: t.jobs['list.headingNearYou'] });
      const said = list.getByRole('status').filter({ hasText: word });
      await expect(said).toBeVisible();
      await expect.poll(() => page.evaluate(() => (window as unknown as Asked).askedWith.length)).toBeGreaterThan(0);
      const asked = await page.evaluate(() => (window as unknown as Asked).askedWith);
      expect(asked[0]).toContain(word);

      // In the page under the list's heading, not a toast; nothing is over it, and nothing moved for it.
      await expect(page.locator('.toasts').getByText(word)).toHaveCount(0);
      const heading = (await list.getByRole('heading', { level: 2 }).boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      const box = (await said.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(heading.y + heading.height);
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(await onTop(said.getByText(word))).toBe(true);
      // Nothing moved: 0 as Lighthouse reports it (three decimals).
      expect(await layoutShift(page)).toBeLessThan(0.001);
      await expectNoA11yViolations(page, testInfo, { include: '.location-notice-region', name: `word-${language}` });
      await finalScreenshot(page, testInfo, `word-${language}`);

      // Refused: the word goes, the jobs near the IP's city come with the GPS notice in its place, and still nothing
      // on screen moved.
      await page.evaluate(() => (window as unknown as Asked).refuse());
      const city = page.getByRole('region', { name: new RegExp(t.city) });
      await expect(jobCards(page).first()).toBeVisible();
      await expect(city.getByRole('status')).toContainText(t.location['notice.noGpsNear'].replace('{{city}}', t.city));
      await expect(page.getByText(word)).toHaveCount(0);
      expect(await layoutShift(page)).toBeLessThan(0.001);
      await finalScreenshot(page, testInfo);
    });
  });
}
