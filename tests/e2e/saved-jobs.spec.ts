import type { Locator, Page } from '@playwright/test';
import enApp from '#web/locales/en/app.json' with { type: 'json' };
import enAuth from '#web/locales/en/auth.json' with { type: 'json' };
import enCommon from '#web/locales/en/common.json' with { type: 'json' };
import enJobs from '#web/locales/en/jobs.json' with { type: 'json' };
import enLocation from '#web/locales/en/location.json' with { type: 'json' };
import enSaved from '#web/locales/en/savedJobs.json' with { type: 'json' };
import enUi from '#web/locales/en/ui.json' with { type: 'json' };
import hiApp from '#web/locales/hi/app.json' with { type: 'json' };
import hiAuth from '#web/locales/hi/auth.json' with { type: 'json' };
import hiCommon from '#web/locales/hi/common.json' with { type: 'json' };
import hiJobs from '#web/locales/hi/jobs.json' with { type: 'json' };
import hiLocation from '#web/locales/hi/location.json' with { type: 'json' };
import hiSaved from '#web/locales/hi/savedJobs.json' with { type: 'json' };
import hiUi from '#web/locales/hi/ui.json' with { type: 'json' };
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { persistedEntries, persistedFor } from './support/persisted-cache.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { DEMO_MOBILE, DEMO_OTP, signIn } from './support/sign-in.ts';
import { targetsUnderFinger } from './support/targets.ts';
import { DEVANAGARI, reloadInLanguage } from './support/language.ts';

// Saved Jobs on a phone: Save on a card and in the details, a visitor's Save resumed after sign-in, the list from
// the menu, read offline after a reload (the service worker and the persisted cache), a job gone upstream, and
// sign-out forgetting the list.
test.use({ ...ANDROID_PHONE, serviceWorkers: 'allow' });

const TEXTS = {
  en: { app: enApp, auth: enAuth, common: enCommon, jobs: enJobs, location: enLocation, saved: enSaved, ui: enUi },
  hi: { app: hiApp, auth: hiAuth, common: hiCommon, jobs: hiJobs, location: hiLocation, saved: hiSaved, ui: hiUi },
} as const;
type Language = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Language];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Once the first screen is idle the client has every screen's code and registers the service worker. */
async function readyForOffline(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('idle-prefetch-done').length > 0);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 30_000,
    })
    .toBe('activated');
}

/** A card's job title as the candidate reads it: in Hindi, once the job's fields are shown in Devanagari. */
async function titleOf(card: Locator, language: Language): Promise<string> {
  const heading = card.getByRole('heading');
  if (language === 'hi') await expect(heading).toHaveText(DEVANAGARI);
  return (await heading.textContent()) ?? '';
}

const saveButton = (scope: Page | Locator, text: Texts, title: string) =>
  scope.getByRole('button', { name: fill(text.jobs['save.name'], { title }), exact: true });

/** The menu behind the hamburger button, and a link or button in it. */
async function fromMenu(page: Page, text: Texts, role: 'link' | 'button', name: string) {
  await page.getByRole('button', { name: text.common['nav.menu'], exact: true }).click();
  await page.locator('#mobile-menu').getByRole(role, { name, exact: true }).click();
}

/** The sign-in dialog, already open, answered with the demo code in the page's language; then Location Preference. */
async function signInThroughDialog(page: Page, text: Texts) {
  const dialog = page.getByRole('dialog', { name: text.common['nav.signIn'] });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.auth['mobile.label']).fill(DEMO_MOBILE);
  await dialog.getByRole('button', { name: text.auth['mobile.send'] }).click();
  await dialog.getByLabel(text.ui['codeStep.otpLabel'], { exact: true }).fill(DEMO_OTP);
  await dialog.getByRole('button', { name: text.ui['codeStep.verify'] }).click();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const preference = page.getByRole('dialog', { name: text.location.title });
  await expect(preference).toBeVisible();
  await preference.getByRole('button', { name: new RegExp(`^${text.location['current.title']}`) }).click();
  await expect(preference).toBeHidden();
}

const savedList = (page: Page) => page.locator('.saved-jobs__list').getByRole('article');

for (const language of ['en', 'hi'] as const) {
  const text = TEXTS[language];

  test(`${language}: a visitor's Save asks to sign in, and the job is saved once they have; Saved Jobs in the menu lists it`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/');
    await reloadInLanguage(page, language);
    const card = jobCards(page).nth(1);
    await expect(card).toBeVisible();
    const title = await titleOf(card, language);
    const save = saveButton(card, text, title);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.tap();

    await signInThroughDialog(page, text);
    await expect(
      page.getByRole('status').filter({ hasText: fill(text.app['home.jobSaved'], { title }) }),
    ).toBeVisible();
    await expect(saveButton(jobCards(page).filter({ hasText: title }).first(), text, title)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await finalScreenshot(page, testInfo, `saved-resumed-${language}-390`);

    await fromMenu(page, text, 'link', text.common['nav.savedJobs']);
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole('heading', { level: 1, name: text.common['nav.savedJobs'] })).toBeVisible();
    await expect(savedList(page)).toHaveCount(1);
    await expect(savedList(page).getByRole('heading')).toHaveText(title);
    await expectNoA11yViolations(page, testInfo, { include: '.page-frame', name: `saved-${language}` });
    expect(await targetsUnderFinger(page)).toEqual([]);
    await finalScreenshot(page, testInfo, `saved-${language}`);
  });

  test(`${language}: a candidate saves from a card and from the details with the keyboard, reads Saved Jobs offline after a reload, and signing out forgets them`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/');
    await signIn(page);
    await reloadInLanguage(page, language);
    await expect(jobCards(page).nth(2)).toBeVisible();
    const first = jobCards(page).nth(0);
    const firstTitle = await titleOf(first, language);
    await saveButton(first, text, firstTitle).tap();
    await expect(saveButton(first, text, firstTitle)).toHaveAttribute('aria-pressed', 'true');

    // The third job from its details: Save reached with Shift+Tab from Share, pressed with Enter and Space.
    const third = jobCards(page).nth(2);
    const thirdTitle = await titleOf(third, language);
    await third.getByRole('button', { name: text.jobs['action.applyNow'] }).click();
    const details = page.getByRole('dialog', { name: thirdTitle });
    const detailsSave = saveButton(details, text, thirdTitle);
    await expect(detailsSave).toBeVisible();
    await details.getByRole('button', { name: text.jobs['action.share'] }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(detailsSave).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(detailsSave).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(detailsSave).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(detailsSave).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(page, testInfo, { include: '.job-details', name: `details-saved-${language}` });
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(saveButton(third, text, thirdTitle)).toHaveAttribute('aria-pressed', 'true');

    await readyForOffline(page);
    await persistedFor(page, `candidate:${DEMO_MOBILE}`, [`savedJobs/${DEMO_MOBILE}`]);
    await context.setOffline(true);
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: text.common['nav.savedJobs'] })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.saved['list.offline'] })).toBeVisible();
    await expect(savedList(page).getByRole('heading')).toHaveText([thirdTitle, firstTitle]);
    await expectNoA11yViolations(page, testInfo, { include: '.page-frame', name: `saved-offline-${language}` });
    await finalScreenshot(page, testInfo, `saved-offline-${language}-390`);

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: text.saved['list.offline'] })).toHaveCount(0);
    await fromMenu(page, text, 'button', text.common['nav.signOut']);
    // Signing out also clears the language: the page is in English again.
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
    await expect
      .poll(async () => Object.keys(await persistedEntries(page)).filter((key) => key.startsWith('candidate:')))
      .toEqual([]);
    // Signed in again on this phone: nothing saved.
    await signIn(page);
    await page.goto('/saved');
    await expect(page.getByRole('heading', { name: enSaved['empty.title'] })).toBeVisible();
    await finalScreenshot(page, testInfo, `saved-empty-after-sign-out-${language}`);
  });

  test(`${language}: a saved job the upstream no longer has says so on Saved Jobs`, async ({
    page,
    context,
    mock,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/');
    await signIn(page);
    await reloadInLanguage(page, language);
    const card = jobCards(page).nth(0);
    await expect(card).toBeVisible();
    const title = await titleOf(card, language);
    await saveButton(card, text, title).tap();
    await expect(saveButton(card, text, title)).toHaveAttribute('aria-pressed', 'true');

    // The upstream has removed the job: getJobById answers 404 in this journey's session.
    await mock.addFault({ operationId: 'getJobById', status: 404 });
    // This time from the header: the account menu's Saved Jobs.
    await page.locator('.profile-menu__avatar').tap();
    await page.locator('.profile-menu__panel').getByRole('link', { name: text.common['nav.savedJobs'] }).tap();
    const saved = savedList(page).filter({ hasText: title });
    await expect(saved.getByText(text.saved['job.gone'])).toBeVisible();
    await expect(saved.getByRole('button', { name: text.jobs['action.viewDetails'] })).toHaveCount(0);
    await expectNoA11yViolations(page, testInfo, { include: '.page-frame', name: `saved-gone-${language}` });
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await finalScreenshot(page, testInfo, `saved-gone-${language}-${width}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });

    // Taken out with its Save (pressed): the list says there are none.
    await saveButton(saved, text, title).tap();
    await expect(page.getByRole('heading', { name: text.saved['empty.title'] })).toBeVisible();
    await expectNoA11yViolations(page, testInfo, { include: '.page-frame', name: `saved-empty-${language}` });
    await finalScreenshot(page, testInfo, `saved-empty-${language}`);
  });
}
