import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { openSignIn } from './support/sign-in.ts';

test('the home screen has no serious accessibility violations', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'home' });
  await finalScreenshot(page, testInfo);
});

test('the sign-in dialog has no serious accessibility violations', async ({ page }, testInfo) => {
  await page.goto('/');
  const dialog = await openSignIn(page);
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'sign-in-mobile' });
  await dialog.getByLabel('Mobile Number').fill('9876543210');
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(dialog.getByLabel('OTP')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'sign-in-code' });
  await finalScreenshot(page, testInfo);
});
