import type { Page } from '@playwright/test';
import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { storedKeysOf } from '#web/shared/browser-keys.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { DEMO_MOBILE, DEMO_OTP, signIn } from './support/sign-in.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES, signInLeavingPreferenceOpen } from './home-helpers.ts';
import { persistedEntries, persistedFor } from './support/persisted-cache.ts';
import { ANDROID_PHONE as PHONE } from './support/phone.ts';
import { reloadInLanguage } from './support/language.ts';

test.use(PHONE);

const CANDIDATE_KEYS = storedKeysOf('candidate');
const CLIENT_KEYS = storedKeysOf('client');

/** Which of `keys` the page's storage still holds. */
function storedOf(page: Page, keys: { local: string[]; session: string[] }) {
  return page.evaluate(
    ({ local, session }) => [
      ...local.filter((key) => localStorage.getItem(key) !== null),
      ...session.filter((key) => sessionStorage.getItem(key) !== null),
    ],
    keys,
  );
}

/** Opens the first job card's details on the home screen; returns the dialog. */
async function openFirstJob(page: Page) {
  const card = jobCards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Apply Now' }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  return { details, title };
}

test.describe('a shared phone', () => {
  test('signing out from My Profile leaves nothing of the candidate: home without Sign In, the next one is asked for a location', async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.bengaluru);
    await page.goto('/');
    await signIn(page);
    await expectJobsNear(page, 'Bengaluru');
    expect(await page.evaluate(() => localStorage.getItem('locationPreference'))).not.toBeNull();
    // The candidate's own search (with their number) is persisted with their other answers.
    await persistedFor(page, `candidate:${DEMO_MOBILE}`, ['jobs/search']);
    expect((await persistedEntries(page))[`candidate:${DEMO_MOBILE}`]?.json).toContain(DEMO_MOBILE);
    // Everything a candidate's visit may leave behind (a notification's pending job, the KYC prompt, load times…).
    await page.evaluate((keys) => {
      for (const key of keys.local) if (localStorage.getItem(key) === null) localStorage.setItem(key, '1');
      for (const key of keys.session) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, '1');
    }, CANDIDATE_KEYS);

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expectJobsNear(page, 'Bengaluru');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    // Nothing of the candidate's is left in storage, nor in the persisted cache (the visitor's search may be
    // persisted again, without their number).
    expect(await storedOf(page, CANDIDATE_KEYS)).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
      DEMO_MOBILE,
    );
    await expect
      .poll(async () => Object.keys(await persistedEntries(page)).filter((entry) => entry.startsWith('candidate:')))
      .toEqual([]);
    expect(JSON.stringify(await persistedEntries(page))).not.toContain(DEMO_MOBILE);
    await finalScreenshot(page, testInfo, 'signed-out');

    // The next person on this phone is asked where to look for jobs.
    await signInLeavingPreferenceOpen(page);
    await expect(page.getByRole('dialog', { name: 'Location Preference' })).toBeVisible();
  });

  for (const language of ['en', 'hi'] as const) {
    test(`an interviewer signs out from the interviews screen and is asked to sign in again (${language})`, async ({
      page,
    }, testInfo) => {
      await page.goto('/interviews?isClient=true');
      const signInDialog = page.getByRole('dialog', { name: 'Client Sign In' });
      await signInDialog.getByLabel('Email Address').fill(DEMO_IDENTITIES.clientEmail);
      await signInDialog.getByRole('button', { name: 'Send OTP' }).click();
      await signInDialog.getByLabel('OTP').fill(DEMO_OTP);
      await signInDialog.getByRole('button', { name: 'Verify OTP' }).click();
      await expect(page.getByRole('tab', { name: /^Pending/ })).toBeVisible({ timeout: 5_000 });
      await expect(signInDialog).toBeHidden();
      if (language === 'hi') {
        await reloadInLanguage(page, 'hi');
      }
      const texts =
        language === 'en'
          ? { signOut: 'Sign Out', dialog: 'Client Sign In', title: 'Interview Management' }
          : { signOut: 'साइन आउट करें', dialog: 'क्लाइंट साइन इन', title: 'इंटरव्यू प्रबंधन' };
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      const signOut = page.getByRole('button', { name: texts.signOut });
      await expect(signOut).toBeVisible();
      expect((await signOut.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expectNoSeriousA11yViolations(page, testInfo, { name: `interviews-sign-out-${language}` });
      await finalScreenshot(page, testInfo, `phone-interviews-sign-out-${language}`);

      await signOut.click();
      await expect(page.getByRole('dialog', { name: texts.dialog })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page).toHaveURL(/\/interviews\?isClient=true$/);
      expect(await storedOf(page, CLIENT_KEYS)).toEqual([]);
      await finalScreenshot(page, testInfo, `client-signed-out-${language}`);
    });
  }
});

test.describe('Back closes the top layer', () => {
  test("a job's details close on Back and the page stays; Forward does not reopen them; the next Back leaves", async ({
    page,
    context,
  }) => {
    await allowLocation(context, PLACES.bengaluru);
    await page.goto('/about');
    await page.goto('/');
    await expectJobsNear(page, 'Bengaluru');
    const { details } = await openFirstJob(page);

    await page.goBack();
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(jobCards(page)).toHaveCount(10);

    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(jobCards(page)).toHaveCount(10);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the mobile menu and the notification dropdown close on Back; an application timeline too; the page stays', async ({
    page,
    context,
  }) => {
    await allowLocation(context, PLACES.bengaluru);
    await page.goto('/');
    await expectJobsNear(page, 'Bengaluru');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.goBack();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);

    await signIn(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await page.goBack();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/applications');
    const card = page.getByRole('tabpanel').getByRole('article').first();
    await card.getByRole('button', { name: 'View Timeline' }).click();
    const timeline = page.getByRole('dialog', { name: 'Application Timeline' });
    await expect(timeline.getByText('Applied', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(timeline).toBeHidden();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  });

  test('Back leaves the apply dialog open while a resume uploads, and closes it once the upload is done', async ({
    page,
    context,
    mock,
  }) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/about');
    await page.goto('/');
    await signIn(page, '9000012345');
    await expectJobsNear(page, 'Pune');
    const { details } = await openFirstJob(page);
    await details.getByRole('button', { name: 'Apply Now' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply for Job' });
    await expect(apply).toBeVisible();

    await mock.addFault({ operationId: 'updateCandidateResume', status: 0, delayMs: 1500, times: 1 });
    await apply.getByLabel(/Upload (New )?Resume/).setInputFiles({
      name: 'Asha CV.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 37)]),
    });
    await expect(apply.getByRole('progressbar', { name: 'Resume upload' })).toBeVisible();
    await page.goBack();
    await expect(apply).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(apply.getByText('Resume uploaded successfully!')).toBeVisible();
    // The profile is read again after the upload: the dialog may close once Cancel is enabled again.
    await expect(apply.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await page.goBack();
    await expect(apply).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(jobCards(page).first()).toBeVisible();
  });
});

test.describe('sharing a job', () => {
  test("Share hands the job's title and link to the phone's share sheet", async ({ page, context }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, 'sharedForTest', { value: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    await allowLocation(context, PLACES.bengaluru);
    await page.goto('/');
    await expectJobsNear(page, 'Bengaluru');
    const { details, title } = await openFirstJob(page);
    await details.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.title).toBe(title);
    expect(shared[0]!.url).toMatch(/^http:\/\/[^/]+\/ApplyForJob\?jobId=\d+&/);
  });

  test("without a share sheet the link is copied with a toast, and opens the job's details for a visitor", async ({
    page,
    context,
    browser,
    mock,
    baseURL,
  }, testInfo) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
      Reflect.deleteProperty(navigator, 'share');
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await allowLocation(context, PLACES.bengaluru);
    await page.goto('/');
    await expectJobsNear(page, 'Bengaluru');
    const { details, title } = await openFirstJob(page);
    const share = details.getByRole('button', { name: 'Share' });
    expect((await share.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await share.click();
    await expect(details.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/[^/]+\/ApplyForJob\?jobId=\d+&/);
    await finalScreenshot(page, testInfo, 'link-copied');

    const visitor = await browser.newContext(PHONE);
    await mock.join(visitor, baseURL!);
    await allowLocation(visitor, PLACES.bengaluru);
    const other = await visitor.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/$/);
    const opened = other.getByRole('dialog', { name: title });
    await expect(opened).toBeVisible();
    await expect(opened.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await visitor.close();
  });

  test('the details with Share, in Hindi', async ({ page, context }, testInfo) => {
    await allowLocation(context, PLACES.bengaluru);
    await page.goto('/');
    await reloadInLanguage(page, 'hi');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('article').first().getByRole('button', { name: 'अभी आवेदन करें' }).click();
    const details = page.getByRole('dialog');
    const share = details.getByRole('button', { name: 'शेयर करें' });
    await expect(share).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'details-share-hi' });
    await finalScreenshot(page, testInfo, 'phone-details-share-hi');
  });
});
