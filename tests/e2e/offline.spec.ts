import type { Page } from '@playwright/test';
import enApply from '#web/locales/en/applyForJob.json' with { type: 'json' };
import enCommon from '#web/locales/en/common.json' with { type: 'json' };
import enJobs from '#web/locales/en/jobs.json' with { type: 'json' };
import enOffline from '#web/locales/en/offline.json' with { type: 'json' };
import enSearch from '#web/locales/en/search.json' with { type: 'json' };
import hiApply from '#web/locales/hi/applyForJob.json' with { type: 'json' };
import hiCommon from '#web/locales/hi/common.json' with { type: 'json' };
import hiJobs from '#web/locales/hi/jobs.json' with { type: 'json' };
import hiOffline from '#web/locales/hi/offline.json' with { type: 'json' };
import hiSearch from '#web/locales/hi/search.json' with { type: 'json' };
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { reloadInLanguage } from './support/language.ts';

test.use(ANDROID_PHONE);

const TEXTS = {
  en: { apply: enApply, common: enCommon, jobs: enJobs, offline: enOffline, search: enSearch },
  hi: { apply: hiApply, common: hiCommon, jobs: hiJobs, offline: hiOffline, search: hiSearch },
} as const;

/** Once the first screen is idle the client has the code of every screen and dialog: they open without a network. */
async function codePreloaded(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('idle-prefetch-done').length > 0);
}

for (const language of ['en', 'hi'] as const) {
  const text = TEXTS[language];
  const offlineState = (page: Page) =>
    page.getByRole('alert').filter({ has: page.getByRole('heading', { name: text.offline['state.offlineTitle'] }) });

  test(`${language}: a search offline says so with Retry instead of 'Searching…', and finds the jobs by itself once back online`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/');
    await reloadInLanguage(page, language);
    await expect(jobCards(page)).toHaveCount(10);
    await codePreloaded(page);

    const search = page.getByRole('search', { name: text.search.form });
    await search.getByRole('button', { name: text.search['action.filters'] }).click();
    await search.getByRole('combobox', { name: text.search['designation.label'] }).fill('cook');
    await search.getByRole('option').first().click();

    await context.setOffline(true);
    await search.getByRole('button', { name: text.search['action.search'] }).click();
    const state = offlineState(page);
    await expect(state).toBeVisible();
    await expect(state.getByRole('button', { name: text.offline['state.retry'] })).toBeEnabled();
    await expect(page.getByRole('button', { name: text.search['action.searching'] })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(jobCards(page)).toHaveCount(0);
    await expectNoA11yViolations(page, testInfo, { include: '.offline-state', name: 'offline-home' });
    await finalScreenshot(page, testInfo, `offline-home-${language}`);

    // Retry while still offline says the same, at once.
    await state.getByRole('button', { name: text.offline['state.retry'] }).click();
    await expect(offlineState(page)).toBeVisible();

    await context.setOffline(false);
    await expect(jobCards(page).first()).toBeVisible();
    await expect(offlineState(page)).toHaveCount(0);
    await finalScreenshot(page, testInfo);
  });

  test(`${language}: My Referrals opened offline says so with Retry, and shows the referrals once back online`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/');
    await signIn(page);
    await reloadInLanguage(page, language);
    await expect(jobCards(page).first()).toBeVisible();
    await codePreloaded(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: text.common['nav.menu'], exact: true }).click();
    // (My Applications is not the test: the home screen reads the applications once idle, for 'Applied on …', so
    // they are there offline.)
    await page.locator('#mobile-menu').getByRole('link', { name: text.common['nav.myReferrals'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.common['nav.myReferrals'] })).toBeVisible();
    const state = offlineState(page);
    await expect(state).toBeVisible();
    await expect(state.getByRole('button', { name: text.offline['state.retry'] })).toBeEnabled();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
    await expectNoA11yViolations(page, testInfo, { include: '.offline-state', name: 'offline-referrals' });
    await finalScreenshot(page, testInfo, `offline-referrals-${language}`);

    await context.setOffline(false);
    await expect(page.locator('.referral-card').first()).toBeVisible();
    await expect(offlineState(page)).toHaveCount(0);
    await finalScreenshot(page, testInfo);
  });

  test(`${language}: offline, the apply dialog's Submit Application is disabled and says why; back online, it sends`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/');
    await signIn(page);
    await reloadInLanguage(page, language);
    const card = jobCards(page).nth(language === 'en' ? 2 : 3);
    await expect(card).toBeVisible();
    await codePreloaded(page);

    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: text.jobs['action.applyNow'] }).click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: text.jobs['action.applyNow'] }).click();
    const dialog = page.getByRole('dialog', { name: text.apply.title });
    const submit = dialog.getByRole('button', { name: text.apply.submit });
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await expect(submit).toBeEnabled();

    await context.setOffline(true);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(text.offline['write.offline']);
    await expect(dialog.getByText(text.offline['write.offline'])).toBeVisible();
    await expectNoA11yViolations(page, testInfo, { include: '.offline-note', name: 'offline-apply' });
    await finalScreenshot(page, testInfo, `offline-apply-${language}`);

    await context.setOffline(false);
    await expect(submit).toBeEnabled();
    await expect(dialog.getByText(text.offline['write.offline'])).toHaveCount(0);
    await submit.click();
    await expect(dialog).toBeHidden();
    // The success toast: the template's words around the job's name (the name may come first, as in Hindi).
    const words = text.apply['submit.succeeded']
      .split('{{jobName}}')
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0]!;
    await expect(page.getByRole('status').filter({ hasText: words })).toBeVisible();
    await finalScreenshot(page, testInfo);
  });
}
