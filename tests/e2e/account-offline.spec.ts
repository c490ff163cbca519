import type { Page } from '@playwright/test';
import enApplications from '#web/locales/en/applications.json' with { type: 'json' };
import enOffline from '#web/locales/en/offline.json' with { type: 'json' };
import hiApplications from '#web/locales/hi/applications.json' with { type: 'json' };
import hiOffline from '#web/locales/hi/offline.json' with { type: 'json' };
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE } from './support/phone.ts';

// Opening a screen with no network needs the service worker (which the other journeys block).
test.use({ ...ANDROID_PHONE, serviceWorkers: 'allow' });

const TEXTS = {
  en: { applications: enApplications, offline: enOffline },
  hi: { applications: hiApplications, offline: hiOffline },
} as const;

for (const language of ['en', 'hi'] as const) {
  const text = TEXTS[language];
  const offlineState = (page: Page) =>
    page.getByRole('alert').filter({ has: page.getByRole('heading', { name: text.offline['state.offlineTitle'] }) });

  test(`${language}: My Applications opened offline shows the offline state, not 'Error Loading Applications'`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/');
    await signIn(page);
    if (language === 'hi')
      await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(jobCards(page).first()).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('idle-prefetch-done').length > 0);

    // A phone that never read the applications (or whose copy is gone) opens My Applications offline.
    await page.evaluate(() => indexedDB.deleteDatabase('talent-jobs'));
    await context.setOffline(true);
    await page.goto('/applications');
    await expect(offlineState(page)).toBeVisible();
    await expect(page.getByText(text.applications['error.title'])).toHaveCount(0);
    await expectNoA11yViolations(page, testInfo, {
      include: '.offline-state',
      name: `offline-applications-${language}`,
    });
    await finalScreenshot(page, testInfo, 'offline');

    await context.setOffline(false);
    await expect(offlineState(page)).toHaveCount(0);
    await expect(page.getByText(text.applications['error.title'])).toHaveCount(0);
    await finalScreenshot(page, testInfo);
  });
}
