import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { DEMO_OTP } from '#mock/core/otp.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';

for (const width of [390, 1280] as const) {
  test(`at ${width} px, Back keeps the client on the interviews screen: the sign-in modal stays, the feedback modal closes`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/');
    await page.goto('/interviews?isClient=true');
    const signIn = page.getByRole('dialog', { name: 'Client Sign In' });
    await expect(signIn).toBeVisible();

    // Unauthenticated, Back is held on this page and the modal stays.
    await page.goBack();
    await expect(page).toHaveURL(/\/interviews\?isClient=true$/);
    await expect(signIn).toBeVisible();
    await finalScreenshot(page, testInfo, `sign-in-after-back-${width}`);

    await signIn.getByLabel('Email Address').fill(DEMO_IDENTITIES.clientEmail);
    await signIn.getByRole('button', { name: 'Send OTP' }).click();
    await signIn.getByLabel('OTP').fill(DEMO_OTP);
    await signIn.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(signIn).toBeHidden({ timeout: 5_000 });

    const first = page.getByRole('tabpanel').getByRole('article').first();
    await first.click();
    const feedback = page.getByRole('dialog', { name: /^Interview Feedback/ });
    await expect(feedback.getByRole('heading', { name: 'Rate this candidate' })).toBeVisible();
    await page.goBack();
    await expect(feedback).toBeHidden();
    await expect(page).toHaveURL(/\/interviews\?isClient=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Interview Management' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Pending/ })).toBeVisible();
    await finalScreenshot(page, testInfo, `feedback-closed-by-back-${width}`);
  });
}
