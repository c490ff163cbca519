import { RESEND_COUNTDOWN_S } from '#machines/constants.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { chooseLocationIfAsked, DEMO_MOBILE, DEMO_OTP, openSignIn } from './support/sign-in.ts';

test('a visitor signs in with the demo code after a wrong code and a resend', async ({ page }, testInfo) => {
  // The page's clock, so that the resend's countdown is run through rather than waited out.
  await page.clock.install();
  await page.goto('/');
  const dialog = await openSignIn(page);

  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter mobile number');
  await dialog.getByLabel('Mobile Number').fill(DEMO_MOBILE);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();

  const otp = dialog.getByLabel('OTP');
  await expect(otp).toBeFocused();
  await expect(dialog.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();

  await otp.fill('9999');
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('OTP is incorrect. Please enter the correct OTP');

  const resend = dialog.getByRole('button', { name: 'Resend OTP', exact: true });
  await page.clock.runFor(RESEND_COUNTDOWN_S * 1000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(dialog.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();

  await otp.fill(DEMO_OTP);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByText('OTP Validated Successfully!')).toBeVisible();
  await expect(dialog.getByText('You will be signed in shortly...')).toBeVisible();
  await finalScreenshot(page, testInfo, 'success');
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  await expect(page).toHaveURL(/\/$/);
  // The location preference dialog opens once the sign-in dialog has closed, and makes the header inert.
  await chooseLocationIfAsked(page);
  const avatar = page.getByRole('button', { name: /^Account menu for/ });
  await expect(avatar).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userMobileNumber'))).toBe(`91${DEMO_MOBILE}`);

  // The session survives a reload.
  await page.reload();
  await expect(avatar).toBeVisible();
  await chooseLocationIfAsked(page);
  await avatar.click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await finalScreenshot(page, testInfo);
});
