import type { Page } from '@playwright/test';
import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const tile = (page: Page, label: string) => page.getByRole('list', { name: 'Earnings summary' }).getByRole('listitem').filter({ hasText: label });
const ledger = (page: Page) => page.getByRole('region', { name: 'Transaction Ledger' });
const claimButton = (page: Page) => page.getByRole('button', { name: /^Claim( Money)?$/ });

async function openEarnings(page: Page, mobile?: string) {
  await page.goto('/');
  await signIn(page, mobile);
  await page.goto('/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Earnings' })).toBeVisible();
  await expect(page.getByText('Track your referral earnings and manage withdrawals')).toBeVisible();
}

test('the demo candidate without KYC is asked for it, dismisses the prompt, and the next Claim goes to the profile KYC section', async ({ page }, testInfo) => {
  await openEarnings(page);
  await expect(ledger(page).getByRole('row')).toHaveCount(8);
  await expect(tile(page, 'Available Balance')).toContainText('₹700');
  await expect(page.getByText('KYC Verified')).toHaveCount(0);

  await claimButton(page).click();
  const prompt = page.getByRole('dialog', { name: 'KYC Required' });
  await expect(prompt).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: '[role="dialog"]', name: 'kyc-required' });
  await finalScreenshot(page, testInfo, 'kyc-required-1280');

  await prompt.getByRole('button', { name: 'Upload Documents' }).click();
  const upload = page.getByRole('dialog', { name: 'Complete KYC Verification' });
  await expect(upload.getByText('Accepted formats: JPG, PNG, PDF', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: '[role="dialog"]', name: 'kyc-upload' });
  await finalScreenshot(page, testInfo, 'kyc-upload-1280');
  await upload.getByRole('button', { name: 'Close' }).last().click();
  await expect(upload).toBeHidden();

  await claimButton(page).click();
  await expect(prompt).toBeVisible();
  // Clicking outside the dialog dismisses it for the session.
  await page.mouse.click(10, 10);
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('kycPromptDismissed'))).toBe('1');

  await claimButton(page).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({ scrollTo: 'kyc' });
});

test('the KYC-complete candidate claims: the full balance and mismatched UPI IDs are refused, a valid claim updates the tiles and ledger', async ({ page, mock }, testInfo) => {
  await openEarnings(page, DEMO_IDENTITIES.kycCompleteMobile);
  await expect(page.getByText('KYC Verified')).toBeVisible();
  await expect(tile(page, 'Total Earnings')).toContainText('₹4,000');
  await expect(tile(page, 'Available Balance')).toContainText('₹3,000');
  await expect(tile(page, 'Total Withdrawn')).toContainText('₹1,000');
  await expect(tile(page, 'Pending Amount')).toContainText('₹0');
  await expect(ledger(page).getByRole('row')).toHaveCount(11);
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'earnings' });
  await finalScreenshot(page, testInfo, 'earnings-1280');

  await claimButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Claim Your Earnings' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('3000');
  await dialog.getByRole('textbox', { name: 'UPI ID', exact: true }).fill('rahul.verma@oksbi');
  await dialog.getByRole('textbox', { name: 'Confirm UPI ID' }).fill('rahul.verma@oksbi');
  await dialog.getByRole('button', { name: 'Claim Now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Amount must be greater than ₹0 and less than your available balance ₹3,000');
  await expectNoSeriousA11yViolations(page, testInfo, { include: '[role="dialog"]', name: 'claim' });
  await finalScreenshot(page, testInfo, 'claim-1280');

  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1200');
  await dialog.getByRole('textbox', { name: 'Confirm UPI ID' }).fill('rahul.verma@okaxis');
  await dialog.getByRole('button', { name: 'Claim Now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('UPI IDs do not match. Please check and try again.');
  expect((await mock.requests()).filter((r) => r.operationId === 'transferToUpi')).toHaveLength(0);

  await dialog.getByRole('textbox', { name: 'Confirm UPI ID' }).fill('rahul.verma@oksbi');
  await dialog.getByRole('button', { name: 'Claim Now' }).click();
  await expect(page.getByText('Transfer initiated successfully! ₹1,200 to rahul.verma@oksbi')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tile(page, 'Available Balance')).toContainText('₹1,800');
  await expect(tile(page, 'Total Withdrawn')).toContainText('₹2,200');
  await expect(ledger(page).getByRole('row')).toHaveCount(12);
  await expect(ledger(page).getByRole('row').nth(1)).toContainText('-₹1,200');
  await expect(ledger(page).getByRole('row').nth(1)).toContainText('Completed');
  expect((await mock.requests()).filter((r) => r.operationId === 'transferToUpi' && r.status === 200)).toHaveLength(1);
  await finalScreenshot(page, testInfo, 'claimed-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(claimButton(page)).toHaveAccessibleName('Claim');
  await expect(tile(page, 'Available Balance')).toContainText('₹1,800');
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'earnings-390' });
  await finalScreenshot(page, testInfo, 'earnings-390');
  await ledger(page).scrollIntoViewIfNeeded();
  await finalScreenshot(page, testInfo, 'ledger-390');
  await claimButton(page).click();
  await expect(dialog).toBeVisible();
  await finalScreenshot(page, testInfo, 'claim-390');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test("a failing earnings call shows 'Failed to load earnings data. Please try again.' with zeroed totals, and Refresh loads", async ({ page, mock }, testInfo) => {
  await mock.addFault({ operationId: 'myEarnings', status: 500, times: 1 });
  await openEarnings(page);
  const alert = ledger(page).getByRole('alert');
  await expect(alert).toHaveText(/Failed to load earnings data\. Please try again\./);
  for (const label of ['Total Earnings', 'Available Balance', 'Total Withdrawn', 'Pending Amount']) await expect(tile(page, label)).toContainText('₹0');
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'error' });
  await finalScreenshot(page, testInfo, 'error-1280');
  await ledger(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(ledger(page).getByRole('row')).toHaveCount(8);
  await expect(alert).toHaveCount(0);
  await expect(tile(page, 'Available Balance')).toContainText('₹700');
  await finalScreenshot(page, testInfo);
});
