import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import applicationsHi from '#web/locales/hi/applications.json' with { type: 'json' };
import applicationsTa from '#web/locales/ta/applications.json' with { type: 'json' };
import applyHi from '#web/locales/hi/applyForJob.json' with { type: 'json' };
import applyTa from '#web/locales/ta/applyForJob.json' with { type: 'json' };
import jobsHi from '#web/locales/hi/jobs.json' with { type: 'json' };
import jobsTa from '#web/locales/ta/jobs.json' with { type: 'json' };
import locationHi from '#web/locales/hi/location.json' with { type: 'json' };
import locationTa from '#web/locales/ta/location.json' with { type: 'json' };
import notificationsHi from '#web/locales/hi/notifications.json' with { type: 'json' };
import notificationsTa from '#web/locales/ta/notifications.json' with { type: 'json' };
import referHi from '#web/locales/hi/referCandidate.json' with { type: 'json' };
import referTa from '#web/locales/ta/referCandidate.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { settled } from './support/settled.ts';
import { jobFieldPatterns, jobFieldsInEnglish } from './support/job-field-scan.ts';
import { DEMO_OTP, signIn } from './support/sign-in.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { reloadInLanguage } from './support/language.ts';

test.use(ANDROID_PHONE);

const TEXTS = {
  hi: {
    jobs: jobsHi,
    apply: applyHi,
    refer: referHi,
    applications: applicationsHi,
    location: locationHi,
    notifications: notificationsHi,
  },
  ta: {
    jobs: jobsTa,
    apply: applyTa,
    refer: referTa,
    applications: applicationsTa,
    location: locationTa,
    notifications: notificationsTa,
  },
} as const;

for (const language of ['hi', 'ta'] as const) {
  test(`in ${language}, every screen shows the job titles, cities, skills, experience and job types in ${language}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const texts = TEXTS[language];
    const patterns = jobFieldPatterns(language);
    const left: Record<string, string[]> = {};
    const scan = async (screen: string, { settle = true } = {}) => {
      if (settle) await settled(page);
      // The dictionaries arrive after the language's texts: the fields are read again then.
      await expect
        .poll(async () => (await jobFieldsInEnglish(page, patterns)).length, { timeout: 5_000 })
        .toBe(0)
        .catch(() => undefined);
      left[screen] = await jobFieldsInEnglish(page, patterns);
      await finalScreenshot(page, testInfo, `${language}-${screen}`);
    };

    await page.goto('/');
    await signIn(page);
    await reloadInLanguage(page, language);
    const preference = page.getByRole('dialog', { name: texts.location.title });
    const base = preference.getByRole('button', { name: new RegExp(texts.location['base.title']) });
    if (await base.isVisible({ timeout: 5_000 }).catch(() => false)) {
      await expect(base).toBeEnabled({ timeout: 10_000 });
      await base.click();
      await expect(preference).toBeHidden();
    }

    // Home: the job cards, a job's details, the apply dialog from it, and the refer dialog from a card.
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await scan('home');
    await cards.first().getByRole('button', { name: texts.jobs['action.applyNow'] }).click();
    const details = page.getByRole('dialog');
    await expect(details).toBeVisible();
    await scan('job-details');
    await details.getByRole('button', { name: texts.jobs['action.applyNow'] }).click();
    const apply = page.getByRole('dialog', { name: texts.apply.title });
    await expect(apply).toBeVisible();
    await scan('apply');
    await finalScreenshot(page, testInfo, `apply-${language}`);
    await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: `apply-${language}` });
    await apply.getByRole('button', { name: texts.apply.cancel }).click();
    await expect(apply).toBeHidden();
    await cards.first().getByRole('button', { name: texts.jobs['action.referAndEarn'] }).click();
    const refer = page.getByRole('dialog', { name: texts.refer['modal.title'] });
    await expect(refer).toBeVisible();
    await scan('refer');
    await refer.getByRole('button', { name: texts.refer['modal.cancel'] }).click();
    await expect(refer).toBeHidden();

    // My Applications: the cards, a card's details and its timeline.
    await page.goto('/applications');
    const applications = page.getByRole('article');
    await expect(applications.first()).toBeVisible();
    await scan('applications');
    await finalScreenshot(page, testInfo, `applications-${language}`);
    await expectNoSeriousA11yViolations(page, testInfo, { name: `applications-${language}` });
    await applications.first().getByRole('button', { name: texts.applications['card.viewDetails'] }).click();
    const applicationDetails = page.getByRole('dialog');
    await expect(applicationDetails).toBeVisible();
    await scan('application-details');
    await page.keyboard.press('Escape');
    await expect(applicationDetails).toBeHidden();
    await applications.first().getByRole('button', { name: texts.applications['card.viewTimeline'] }).click();
    const timeline = page.getByRole('dialog', { name: texts.applications['timeline.title'] });
    await expect(timeline).toBeVisible();
    await scan('application-timeline');
    await page.keyboard.press('Escape');

    // My Referrals, the notifications, and the interviews a client signs in to by e-mail.
    await page.goto('/referrals');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scan('referrals');
    await page.goto('/');
    const bell = texts.notifications['bell.unread_other'].split('{{')[0] ?? '';
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${bell}`) })
      .click();
    const notifications = page.getByRole('region').filter({ has: page.getByRole('tab') });
    await expect(notifications.getByRole('button').first()).toBeVisible();
    await scan('notifications');
    await notifications.getByRole('tab').last().click();
    await expect(notifications.getByRole('button').first()).toBeVisible();
    await scan('notifications-jobs');

    await page.goto('/interviews?isClient=true');
    const clientSignIn = page.getByRole('dialog');
    await clientSignIn.locator('input[autocomplete="email"]').fill(DEMO_IDENTITIES.clientEmail);
    await clientSignIn.locator('button[type="submit"]').click();
    await clientSignIn.locator('input[autocomplete="one-time-code"]').fill(DEMO_OTP);
    await clientSignIn.locator('button[type="submit"]').click();
    await expect(clientSignIn).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await scan('interviews');

    const expected = Object.fromEntries(Object.keys(left).map((screen) => [screen, []]));
    expect(left, 'job fields shown in English although the dictionaries have them').toEqual(expected);
  });
}
