import type { Page } from '@playwright/test';
import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { DEMO_OTP, signIn } from './support/sign-in.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const tile = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Earnings summary' }).getByRole('listitem').filter({ hasText: label });
const ledger = (page: Page) => page.getByRole('region', { name: 'Transaction Ledger' });
const claimButton = (page: Page) => page.getByRole('button', { name: /^Claim( Money)?$/ });

async function openEarnings(page: Page, mobile?: string) {
  await page.goto('/');
  await signIn(page, mobile);
  await page.goto('/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Earnings' })).toBeVisible();
  await expect(page.getByText('Track your referral earnings and manage withdrawals')).toBeVisible();
}

test('the demo candidate without KYC is asked for it, dismisses the prompt, lands on the profile KYC section, verifies Aadhaar by a one-time code and PAN, and claims', async ({
  page,
  mock,
}, testInfo) => {
  await openEarnings(page);
  await expect(ledger(page).getByRole('row')).toHaveCount(8);
  await expect(tile(page, 'Available Balance')).toContainText('₹700');
  await expect(page.getByText('KYC Verified')).toHaveCount(0);

  await claimButton(page).click();
  const prompt = page.getByRole('dialog', { name: 'KYC Required' });
  await expect(prompt).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'kyc-required' });
  await finalScreenshot(page, testInfo, 'kyc-required-1280');

  await prompt.getByRole('button', { name: 'Upload Documents' }).click();
  const upload = page.getByRole('dialog', { name: 'Complete KYC Verification' });
  await expect(upload.getByText('Accepted formats: JPG, PNG, PDF', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'kyc-upload' });
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
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({
    scrollTo: 'kyc',
  });

  // The KYC section, opened: Aadhaar by a code sent to the Aadhaar-linked mobile (the mock's demo code), then PAN.
  const kyc = page.getByRole('region', { name: 'KYC Verification', exact: true });
  await expect(kyc.getByRole('button', { name: 'Hide' })).toBeVisible();
  await expect(kyc).toBeInViewport();
  const aadhaar = kyc.getByRole('textbox', { name: 'Aadhaar Number' });
  await aadhaar.fill('48219357');
  await kyc.getByRole('button', { name: 'Send OTP' }).click();
  await expect(kyc.getByRole('alert')).toHaveText('Invalid Aadhaar number');
  await aadhaar.fill('482193574821');
  await kyc.getByRole('button', { name: 'Send OTP' }).click();
  await expect(kyc.getByText('OTP sent successfully')).toBeVisible();
  const code = kyc.getByRole('textbox', { name: 'Aadhaar OTP' });
  await code.fill('9999');
  await kyc.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(kyc.getByRole('alert')).toHaveText('Aadhaar verification failed. Please try again.');
  await expectNoSeriousA11yViolations(page, testInfo, { include: '#profile-kyc', name: 'kyc-otp' });
  await finalScreenshot(page, testInfo, 'kyc-otp-1280');
  await code.fill(DEMO_OTP);
  await kyc.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(kyc.getByText('Aadhaar verification successful!')).toBeVisible();
  await expect(kyc.getByText('Verified · xxxx xxxx 4821')).toBeVisible();
  await kyc.getByRole('textbox', { name: 'PAN Number' }).fill('bqrps1234f');
  await kyc.getByRole('button', { name: 'Verify PAN' }).click();
  await expect(kyc.getByText(/KYC Verification Complete/)).toBeVisible();
  const otpCalls = (await mock.requests()).filter(
    (r) => r.operationId === 'getAadhaarOTP' || r.operationId === 'verifyCandidateAadhaarOtp',
  );
  expect(otpCalls.map((r) => [r.operationId, r.status])).toEqual([
    ['getAadhaarOTP', 200],
    ['verifyCandidateAadhaarOtp', 400],
    ['verifyCandidateAadhaarOtp', 200],
  ]);

  // Back on My Earnings the claim opens at once: the full balance and mismatched UPI IDs are refused, ₹300 goes.
  await page.goto('/earnings');
  await expect(page.getByText('KYC Verified')).toBeVisible();
  await claimButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Claim Your Earnings' });
  await expect(dialog.getByText('Available Balance: ₹700')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('700');
  await dialog.getByRole('textbox', { name: 'UPI ID', exact: true }).fill('priya.sharma@okicici');
  await dialog.getByRole('textbox', { name: 'Confirm UPI ID' }).fill('priya.sharma@okicici');
  await dialog.getByRole('button', { name: 'Claim Now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Amount must be greater than ₹0 and less than your available balance ₹700',
  );
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('300');
  await dialog.getByRole('textbox', { name: 'Confirm UPI ID' }).fill('priya.sharma@okaxis');
  await dialog.getByRole('button', { name: 'Claim Now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('UPI IDs do not match. Please check and try again.');
  await dialog.getByRole('textbox', { name: 'Confirm UPI ID' }).fill('priya.sharma@okicici');
  await dialog.getByRole('button', { name: 'Claim Now' }).click();
  await expect(page.getByText('Transfer initiated successfully! ₹300 to priya.sharma@okicici')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tile(page, 'Available Balance')).toContainText('₹400');
  await expect(ledger(page).getByRole('row')).toHaveCount(9);
  await expect(ledger(page).getByRole('row').nth(1)).toContainText('-₹300');
  await finalScreenshot(page, testInfo, 'claimed-after-kyc-1280');
});

test('the KYC-complete candidate claims: the full balance and mismatched UPI IDs are refused, a valid claim updates the tiles and ledger', async ({
  page,
  mock,
}, testInfo) => {
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
  await expect(dialog.getByRole('alert')).toHaveText(
    'Amount must be greater than ₹0 and less than your available balance ₹3,000',
  );
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'claim' });
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

test("a transfer whose connection drops says 'Unexpected error during transfer: Network error' and keeps the form", async ({
  page,
}, testInfo) => {
  await openEarnings(page, DEMO_IDENTITIES.kycCompleteMobile);
  await expect(page.getByText('KYC Verified')).toBeVisible();
  await page.route('**/cashfree/directTransfer**', (route) => route.abort('connectionreset'));
  await claimButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Claim Your Earnings' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('500');
  await dialog.getByRole('textbox', { name: 'UPI ID', exact: true }).fill('rahul.verma@oksbi');
  await dialog.getByRole('textbox', { name: 'Confirm UPI ID' }).fill('rahul.verma@oksbi');
  await dialog.getByRole('button', { name: 'Claim Now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Unexpected error during transfer: Network error');
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  await finalScreenshot(page, testInfo);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(tile(page, 'Available Balance')).toContainText('₹3,000');
});

test("a failing earnings call shows 'Failed to load earnings data. Please try again.' with zeroed totals, and Refresh loads", async ({
  page,
  mock,
}, testInfo) => {
  await mock.addFault({ operationId: 'myEarnings', status: 500, times: 1 });
  await openEarnings(page);
  const alert = ledger(page).getByRole('alert');
  await expect(alert).toHaveText(/Failed to load earnings data\. Please try again\./);
  for (const label of ['Total Earnings', 'Available Balance', 'Total Withdrawn', 'Pending Amount'])
    await expect(tile(page, label)).toContainText('₹0');
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'error' });
  await finalScreenshot(page, testInfo, 'error-1280');
  await ledger(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(ledger(page).getByRole('row')).toHaveCount(8);
  await expect(alert).toHaveCount(0);
  await expect(tile(page, 'Available Balance')).toContainText('₹700');
  await finalScreenshot(page, testInfo);
});
