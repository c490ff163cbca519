import type { Locator, Page, TestInfo } from '@playwright/test';
import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import applicationsEn from '#web/locales/en/applications.json' with { type: 'json' };
import applicationsHi from '#web/locales/hi/applications.json' with { type: 'json' };
import applyEn from '#web/locales/en/applyForJob.json' with { type: 'json' };
import applyHi from '#web/locales/hi/applyForJob.json' with { type: 'json' };
import commonEn from '#web/locales/en/common.json' with { type: 'json' };
import commonHi from '#web/locales/hi/common.json' with { type: 'json' };
import earningsEn from '#web/locales/en/earnings.json' with { type: 'json' };
import earningsHi from '#web/locales/hi/earnings.json' with { type: 'json' };
import interviewsEn from '#web/locales/en/interviews.json' with { type: 'json' };
import interviewsHi from '#web/locales/hi/interviews.json' with { type: 'json' };
import jobsEn from '#web/locales/en/jobs.json' with { type: 'json' };
import jobsHi from '#web/locales/hi/jobs.json' with { type: 'json' };
import locationEn from '#web/locales/en/location.json' with { type: 'json' };
import locationHi from '#web/locales/hi/location.json' with { type: 'json' };
import profileEn from '#web/locales/en/profile.json' with { type: 'json' };
import profileHi from '#web/locales/hi/profile.json' with { type: 'json' };
import referEn from '#web/locales/en/referCandidate.json' with { type: 'json' };
import referHi from '#web/locales/hi/referCandidate.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { settled } from './support/settled.ts';
import { DEMO_OTP, locationWillBeAsked } from './support/sign-in.ts';
import { FINGER_TARGET, targetsUnderFinger } from './support/targets.ts';
import { allowLocation, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE as PHONE } from './support/phone.ts';
import { startInLanguage } from './support/language.ts';

const TEXTS = {
  en: {
    applications: applicationsEn,
    apply: applyEn,
    common: commonEn,
    earnings: earningsEn,
    interviews: interviewsEn,
    jobs: jobsEn,
    location: locationEn,
    profile: profileEn,
    refer: referEn,
  },
  hi: {
    applications: applicationsHi,
    apply: applyHi,
    common: commonHi,
    earnings: earningsHi,
    interviews: interviewsHi,
    jobs: jobsHi,
    location: locationHi,
    profile: profileHi,
    refer: referHi,
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * What every screen and dialog is checked for: no serious or critical axe finding (in the top dialog while one is
 * open, else on the whole page) and, on the phone, no control under a finger's 44 × 44 px. Failures are recorded
 * and the journey goes on, so that one run lists all of them; a screenshot of each state is kept.
 */
function checker(page: Page, testInfo: TestInfo, tag: string, phone: boolean) {
  return async (name: string) => {
    const dialogOpen = (await page.locator('dialog[open]').count()) > 0;
    await expectNoSeriousA11yViolations(page, testInfo, {
      include: dialogOpen ? 'dialog[open]' : undefined,
      name: `${tag}-${name}`,
      soft: true,
    });
    if (phone) {
      expect.soft(await targetsUnderFinger(page), `${tag}-${name}: targets under ${FINGER_TARGET} px`).toEqual([]);
    }
    await finalScreenshot(page, testInfo, `${tag}-${name}`);
  };
}

/** Signs in through the header with the mobile number and demo code, leaving the Location Preference dialog open. */
async function signInByMobile(
  page: Page,
  t: Texts,
  wide: boolean,
  mobile: string,
  check?: (n: string) => Promise<void>,
) {
  const banner = page.getByRole('banner');
  if (wide) {
    await banner.getByRole('button', { name: t.common['nav.signIn'], exact: true }).click();
  } else {
    await banner.getByRole('button', { name: t.common['nav.menu'] }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await check?.('mobile-menu');
    await page.locator('#mobile-menu').getByRole('button', { name: t.common['nav.signIn'] }).click();
  }
  const dialog = page.getByRole('dialog', { name: t.common['nav.signIn'] });
  await expect(dialog.locator('input[autocomplete="tel-national"]')).toBeVisible();
  await check?.('sign-in');
  await dialog.locator('input[autocomplete="tel-national"]').fill(mobile);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.locator('input[autocomplete="one-time-code"]')).toBeVisible();
  await check?.('sign-in-code');
  await dialog.locator('input[autocomplete="one-time-code"]').fill(DEMO_OTP);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

/** Answers the Location Preference dialog with the saved base location when it is asked (once per device). */
async function answerPreferenceIfAsked(page: Page, t: Texts) {
  if (!(await locationWillBeAsked(page))) return;
  const preference = page.getByRole('dialog', { name: t.location.title });
  await expect(preference).toBeVisible();
  const base = preference.getByRole('button', { name: new RegExp(t.location['base.title']) });
  await expect(base).toBeEnabled({ timeout: 10_000 });
  await base.click();
  await expect(preference).toBeHidden();
}

/** Opens a dialog with a click, checks it, and closes it with Escape. */
async function dialogFrom(page: Page, opener: Locator, check: (n: string) => Promise<void>, name: string) {
  await opener.click();
  const dialog = page.locator('dialog[open]').last();
  await expect(dialog).toBeVisible();
  await settled(page);
  await check(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const [device, options] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  for (const language of ['en', 'hi'] as const) {
    test.describe(`${device} px, ${language}`, () => {
      test.use(options);

      test(`every screen and dialog at ${device} px in ${language} has no serious accessibility finding${device === '390' ? ' and no control under a finger' : ''}`, async ({
        page,
        context,
      }, testInfo) => {
        test.setTimeout(240_000);
        const t = TEXTS[language];
        const wide = device === '1280';
        const check = checker(page, testInfo, `${device}-${language}`, !wide);
        await allowLocation(context, PLACES.pune);
        await startInLanguage(page, language);

        // A visitor: home, a job's details, sign-in.
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const cards = page.getByRole('article');
        await expect(cards.first()).toBeVisible();
        await settled(page);
        await check('home');
        await dialogFrom(
          page,
          cards.first().getByRole('button', { name: t.jobs['action.applyNow'] }),
          check,
          'job-details',
        );
        await signInByMobile(page, t, wide, DEMO_IDENTITIES.candidateMobile, check);

        // The demo candidate, with skill matches on the cards.
        const preference = page.getByRole('dialog', { name: t.location.title });
        const base = preference.getByRole('button', { name: new RegExp(t.location['base.title']) });
        await expect(base).toBeEnabled({ timeout: 10_000 });
        await check('location-preference');
        await base.click();
        await expect(preference).toBeHidden();
        await expect(cards.first().locator('.job-card__match')).toBeVisible();
        await settled(page);
        await check('home-signed-in');
        await cards.first().getByRole('button', { name: t.jobs['action.applyNow'] }).click();
        const details = page.locator('dialog[open]');
        await expect(details).toBeVisible();
        await details.getByRole('button', { name: t.jobs['action.applyNow'] }).click();
        const apply = page.getByRole('dialog', { name: t.apply.title });
        await expect(apply).toBeVisible();
        await settled(page);
        await check('apply');
        await apply.getByRole('button', { name: t.apply.cancel }).click();
        await expect(apply).toBeHidden();
        if (await details.isVisible()) {
          await page.keyboard.press('Escape');
          await expect(details).toBeHidden();
        }
        await dialogFrom(
          page,
          cards.first().getByRole('button', { name: t.jobs['action.referAndEarn'] }),
          check,
          'refer',
        );
        await page.locator('.notification-bell__button').click();
        await expect(page.locator('.notification-bell__button')).toHaveAttribute('aria-expanded', 'true');
        await settled(page);
        await check('notifications');
        await page.keyboard.press('Escape');
        await page.locator('.profile-menu__avatar').click();
        await expect(page.locator('.profile-menu__avatar')).toHaveAttribute('aria-expanded', 'true');
        await check('account-menu');
        await page.keyboard.press('Escape');

        // My Applications, with a job's details and an application's timeline.
        await page.goto('/applications');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        await check('applications');
        const application = page.getByRole('tabpanel').getByRole('article').first();
        await dialogFrom(
          page,
          application.getByRole('button', { name: t.applications['card.viewDetails'] }),
          check,
          'application-details',
        );
        await dialogFrom(
          page,
          application.getByRole('button', { name: t.applications['card.viewTimeline'] }),
          check,
          'application-timeline',
        );

        await page.goto('/referrals');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        await check('referrals');

        // Saved Jobs with none saved yet (the list itself: tests/e2e/saved-jobs.spec.ts).
        await page.goto('/saved');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        await check('saved-jobs');

        // My Earnings without KYC: the KYC prompt, then the upload.
        await page.goto('/earnings');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        await check('earnings');
        const claim = page.getByRole('button', {
          name: new RegExp(`^(${t.earnings['claim.short']}|${t.earnings['claim.full']})$`),
        });
        await claim.click();
        const prompt = page.getByRole('dialog', { name: t.earnings['kycRequired.title'] });
        await expect(prompt).toBeVisible();
        await check('kyc-required');
        await prompt.getByRole('button', { name: t.earnings['kycRequired.upload'] }).click();
        const upload = page.getByRole('dialog', { name: t.earnings['upload.title'] });
        await expect(upload).toBeVisible();
        await check('kyc-upload');
        await page.keyboard.press('Escape');
        await expect(upload).toBeHidden();

        // My Profile, with its two dialogs and the sign-out question.
        await page.goto('/profile');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        await check('profile');
        await dialogFrom(page, page.getByRole('button', { name: t.profile['personal.edit'] }), check, 'edit-profile');
        await dialogFrom(page, page.getByRole('button', { name: t.profile['skills.add'] }), check, 'add-skills');
        await page
          .getByRole('navigation', { name: t.profile['menu.label'] })
          .getByRole('button', { name: t.profile['signOut.action'] })
          .click();
        const signOut = page.getByRole('dialog', { name: t.profile['signOut.action'] });
        await expect(signOut).toBeVisible();
        await check('sign-out');
        await signOut.getByRole('button', { name: t.profile['signOut.action'] }).click();
        await expect(signOut).toBeHidden();

        // The candidate with KYC done claims from My Earnings.
        await page.goto('/');
        await signInByMobile(page, t, wide, DEMO_IDENTITIES.kycCompleteMobile);
        await answerPreferenceIfAsked(page, t);
        await page.goto('/earnings');
        await settled(page);
        await claim.click();
        const claimDialog = page.getByRole('dialog', { name: t.earnings['claim.title'] });
        await expect(claimDialog).toBeVisible();
        await check('claim');
        await page.keyboard.press('Escape');

        // The client's interviews: e-mail sign-in, the lists, a feedback with its stars.
        await page.goto('/interviews?isClient=true');
        const client = page.getByRole('dialog', { name: t.interviews['signIn.title'] });
        await expect(client).toBeVisible();
        await check('client-sign-in');
        await client.getByRole('textbox').fill(DEMO_IDENTITIES.clientEmail);
        await client.locator('button[type="submit"]').click();
        await expect(client.locator('input[autocomplete="one-time-code"]')).toBeVisible();
        await check('client-sign-in-code');
        await client.locator('input[autocomplete="one-time-code"]').fill(DEMO_OTP);
        await client.locator('button[type="submit"]').click();
        await expect(client).toBeHidden({ timeout: 10_000 });
        const interviews = page.getByRole('tabpanel').getByRole('article');
        await expect(interviews.first()).toBeVisible();
        await settled(page);
        await check('interviews');
        await interviews.first().click();
        const feedback = page.getByRole('dialog', { name: new RegExp(`^${t.interviews['feedback.title']}`) });
        await expect(feedback.getByRole('radiogroup').first()).toBeVisible();
        await check('interview-feedback');
      });
    });
  }
}
