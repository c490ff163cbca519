import type { Page } from '@playwright/test';
import enCityNames from '#web/locales/en/cityNames.json' with { type: 'json' };
import enJobs from '#web/locales/en/jobs.json' with { type: 'json' };
import enLocation from '#web/locales/en/location.json' with { type: 'json' };
import enUi from '#web/locales/en/ui.json' with { type: 'json' };
import hiCityNames from '#web/locales/hi/cityNames.json' with { type: 'json' };
import hiJobs from '#web/locales/hi/jobs.json' with { type: 'json' };
import hiLocation from '#web/locales/hi/location.json' with { type: 'json' };
import hiUi from '#web/locales/hi/ui.json' with { type: 'json' };
import { exposedTexts } from './support/accessibility-tree.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { jobCards } from './home-helpers.ts';
import { layoutShift, onTop } from './support/layout.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { startInLanguage } from './support/language.ts';

// The GPS notice on a phone: in the page under the job list's heading (never over the header), under an open dialog
// (never over it), shown with the first jobs (nothing on screen moves), dismissible, once a browser session.
test.use(ANDROID_PHONE);

const TEXTS = {
  en: { jobs: enJobs, location: enLocation, ui: enUi, city: enCityNames['New Delhi'] },
  hi: { jobs: hiJobs, location: hiLocation, ui: hiUi, city: hiCityNames['New Delhi'] },
} as const;

async function openPage(page: Page, language: 'en' | 'hi') {
  await startInLanguage(page, language);
  await page.goto('/');
}

for (const language of ['en', 'hi'] as const) {
  const t = TEXTS[language];
  const words = t.location['notice.noGpsNear'].replace('{{city}}', t.city);

  test(`${language}: the GPS notice sits in the page under the list's heading, under an open dialog, goes when dismissed, and is said once a session`, async ({
    page,
  }, testInfo) => {
    // The browser gives no position: the visitor is shown jobs near the IP's city, and told why.
    await openPage(page, language);
    const notice = page.getByRole('status').filter({ hasText: words });
    await expect(notice).toBeVisible();
    await expect(jobCards(page).first()).toBeVisible();
    // It came with the first jobs: nothing on screen moved for it (cumulative layout shift, as Lighthouse counts it).
    expect(await layoutShift(page)).toBeLessThan(0.02);

    // Under the list's heading, clear of the header, in the page's flow: it scrolls with the page, under the header.
    const header = (await page.getByRole('banner').boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 2, name: new RegExp(t.city) }).boundingBox())!;
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(heading.y + heading.height);
    expect(await onTop(notice)).toBe(true);
    await expectNoA11yViolations(page, testInfo, { name: `notice-${language}` });
    await finalScreenshot(page, testInfo, `notice-${language}`);
    // Scrolled until its top is just under the header, it slides under it: the sticky header stays on top.
    const headerBottom = header.y + header.height;
    await page.mouse.wheel(0, box.y - headerBottom + 20);
    await expect.poll(async () => (await notice.boundingBox())!.y).toBeLessThan(headerBottom - 8);
    const under = { x: box.x + box.width / 2, y: headerBottom - 4 };
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('header') != null, under)).toBe(
      true,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await notice.boundingBox())!.y).toBe(box.y);

    // A dialog covers it: the notice is neither over the dialog nor read out beside it.
    const card = jobCards(page).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: t.jobs['action.applyNow'] }).tap();
    const details = page.getByRole('dialog', { name: title });
    await expect(details).toBeVisible();
    await expect(details.getByText(words)).toHaveCount(0);
    expect(await onTop(notice)).toBe(false);
    expect((await exposedTexts(page)).some((text) => text.includes(words))).toBe(false);
    await finalScreenshot(page, testInfo, `notice-under-dialog-${language}`);
    await details.getByRole('button', { name: t.ui['dialog.close'] }).tap();
    await expect(details).toBeHidden();
    expect((await exposedTexts(page)).some((text) => text.includes(words))).toBe(true);

    // It stays until dismissed (a toast would have gone after four seconds).
    await notice.getByRole('button', { name: t.ui['toast.dismiss'] }).tap();
    await expect(page.getByText(words)).toHaveCount(0);

    // Said once a browser session: the page opened again shows the jobs without it.
    await page.reload();
    await expect(jobCards(page).first()).toBeVisible();
    await expect(page.getByText(words)).toHaveCount(0);
    await finalScreenshot(page, testInfo);
  });
}
