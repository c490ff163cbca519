import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { allowLocation, PLACES } from './home-helpers.ts';
import { reloadInLanguage } from './support/language.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const tile = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Referral summary' }).getByRole('listitem').filter({ hasText: label });
const referralList = (page: Page) => page.getByRole('list', { name: 'Referrals' });

async function openReferrals(page: Page) {
  await page.goto('/');
  await signIn(page);
  await page.goto('/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'My Referrals' })).toBeVisible();
}

test('the demo candidate refers someone from My Referrals, sees the list and tiles refresh, and opens Referral Progress', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.pune);
  await openReferrals(page);
  await expect(page.getByText('Refer candidates and earn rewards for successful placements')).toBeVisible();
  await expect(referralList(page).getByRole('listitem', { name: /./ })).toHaveCount(13);
  await expect(tile(page, 'Total Referrals')).toContainText('13');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  await expect(
    page.getByRole('combobox', { name: 'Status' }).getByRole('option', { name: 'All Referrals (13)' }),
  ).toBeAttached();

  const form = page.getByRole('region', { name: 'Refer a Candidate' });
  await form.getByRole('textbox', { name: 'Candidate Name' }).fill('Meena Iyer');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('9012345678');
  await form.getByRole('button', { name: 'Refer Now' }).click();
  await expect(form.getByRole('status')).toHaveText('Referrals added successfully');
  await expect(referralList(page).getByRole('heading', { name: 'Meena Iyer' })).toBeVisible();
  await expect(tile(page, 'Total Referrals')).toContainText('14');
  await expect(
    page.getByRole('combobox', { name: 'Status' }).getByRole('option', { name: 'All Referrals (14)' }),
  ).toBeAttached();

  const meena = referralList(page).getByRole('listitem', { name: 'Meena Iyer' });
  await expect(meena.getByText('Pending', { exact: true })).toBeVisible();
  await expect(meena.getByText('9012345678')).toBeVisible();
  await expect(meena.getByText('0 jobs applied')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'referrals' });
  await finalScreenshot(page, testInfo, 'referrals-1280');

  const interview = referralList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText('Interview', { exact: true }) });
  await interview.getByRole('button', { name: 'Referral Progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Referral Progress' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Referred (done) 3 days ago',
    'Applied (done) 2 days ago',
    'Interview (done) 1 day ago',
    'Hired (not yet)',
  ]);
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'progress' });
  await finalScreenshot(page, testInfo, 'progress-1280');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tile(page, 'Total Referrals')).toContainText('14');
  await page.getByRole('combobox', { name: 'Status' }).scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'referrals-390' });
  await finalScreenshot(page, testInfo, 'referrals-390');
  await form.scrollIntoViewIfNeeded();
  await finalScreenshot(page, testInfo);
});

test('Referral Progress on a phone in Hindi shows the fixed time beside each done step', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await allowLocation(context, PLACES.pune);
  await openReferrals(page);
  await reloadInLanguage(page, 'hi');
  const list = page.getByRole('list', { name: 'रेफ़रल', exact: true });
  await expect(list).toBeVisible();
  const interview = list.getByRole('listitem').filter({ has: page.getByText('इंटरव्यू', { exact: true }) });
  await interview.getByRole('button', { name: 'रेफ़रल की प्रगति' }).click();
  const dialog = page.getByRole('dialog', { name: 'रेफ़रल की प्रगति' });
  await expect(dialog.getByRole('listitem')).toHaveText([
    'रेफ़र किया गया (पूरा) 3 दिन पहले',
    'आवेदन किया (पूरा) 2 दिन पहले',
    'इंटरव्यू (पूरा) 1 दिन पहले',
    'नौकरी मिली (अभी नहीं)',
  ]);
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'progress-hi-390' });
  await finalScreenshot(page, testInfo, 'progress-hi-390');
});

test("a failing referrals call shows 'Error Loading Referrals', and Try Again loads the list", async ({
  page,
  context,
  mock,
}, testInfo) => {
  await allowLocation(context, PLACES.pune);
  await mock.addFault({ operationId: 'fetchReferrals', status: 500, times: 1 });
  await openReferrals(page);
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Error Loading Referrals' }) });
  await expect(alert).toBeVisible();
  await expect(alert.getByText(/^Failed to load referrals: HTTP 500: /)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'error' });
  await finalScreenshot(page, testInfo, 'error-1280');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(referralList(page).getByRole('listitem', { name: /./ })).toHaveCount(13);
  await expect(alert).toHaveCount(0);
  await finalScreenshot(page, testInfo);
});
