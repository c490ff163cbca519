import { RESEND_COUNTDOWN_S } from '#machines/constants.ts';
import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { DEMO_OTP } from '#mock/core/otp.ts';
import { DEMO_LINKS } from '#mock/seed/seed-links.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('a client follows an interview short link, signs in after a wrong code and a resend, marks a no-show and reopens it read-only', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(60_000);
  // The page's clock, so that the resend's countdown is run through rather than waited out.
  await page.clock.install();
  await page.goto(`/${DEMO_LINKS.interviewFeedback}`);
  await expect(page).toHaveURL(/\/interviewFeedbackScreen\?isClient=true&emailId=.+&interviewId=\d+$/);
  const interviewId = Number(new URL(page.url()).searchParams.get('interviewId'));
  await expect(page.getByRole('banner')).toHaveCount(0);

  const signIn = page.getByRole('dialog', { name: 'Client Sign In' });
  await expect(signIn.getByLabel('Email Address')).toHaveValue(DEMO_IDENTITIES.clientEmail);
  await signIn.getByRole('button', { name: 'Send OTP' }).click();
  const otp = signIn.getByLabel('OTP');
  await otp.fill('9999');
  await signIn.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Invalid OTP');
  await finalScreenshot(page, testInfo, 'wrong-code-1280');

  // The resend waits out its 10 s countdown, then starts a new one.
  await expect(signIn.getByRole('button', { name: /^Resend OTP \(\d+s\)$/ })).toBeDisabled();
  const resend = signIn.getByRole('button', { name: 'Resend OTP', exact: true });
  await page.clock.runFor(RESEND_COUNTDOWN_S * 1000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(signIn.getByRole('button', { name: /^Resend OTP \(\d+s\)$/ })).toBeDisabled();
  const sends = (await mock.requests()).filter((entry) => entry.operationId === 'generateOTP');
  expect(sends).toHaveLength(2);
  await otp.fill(DEMO_OTP);
  await signIn.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(signIn.getByText('Signed in successfully')).toBeVisible();
  await expect(signIn).toBeHidden({ timeout: 5_000 });
  await expect(page).toHaveURL(new RegExp(`/interviews\\?.*interviewId=${interviewId}$`));

  // The linked interview's feedback opens by itself.
  const feedback = page.getByRole('dialog', { name: /^Interview Feedback/ });
  await expect(feedback.getByRole('heading', { name: 'Rate this candidate' })).toBeVisible();
  const name = (await page.locator(`[data-interview-id="${interviewId}"] h2`).textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await expect(feedback.getByText(name, { exact: true })).toBeVisible();
  await finalScreenshot(page, testInfo, 'linked-feedback-1280');
  await feedback.getByRole('button', { name: 'No Show' }).click();
  await expect(feedback.getByRole('status')).toHaveText('Feedback submitted successfully');
  await expect(feedback).toBeHidden({ timeout: 5_000 });

  await page.getByRole('tab', { name: /^Completed/ }).click();
  const card = page.locator(`[data-interview-id="${interviewId}"]`);
  await expect(card.locator('.interview-status')).toHaveText('No Show');
  await expect(card).toContainText(name);
  await finalScreenshot(page, testInfo, 'completed-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tab', { name: /^Done \(\d+\)$/ })).toBeVisible();
  await finalScreenshot(page, testInfo, 'completed-390');
  await card.click();
  const readOnly = page.getByRole('dialog', { name: /^Interview Feedback/ });
  await expect(readOnly.getByRole('button', { name: 'No Show' })).toHaveCount(0);
  await expect(readOnly.getByRole('button', { name: 'Close' }).last()).toBeVisible();
  await finalScreenshot(page, testInfo, 'read-only-390');
  await readOnly.getByRole('button', { name: 'Close' }).last().click();
  await expect(readOnly).toBeHidden();
});
