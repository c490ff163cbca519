import type { Page } from '@playwright/test';
import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { DEMO_OTP } from '#mock/core/otp.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';

const EMAIL = DEMO_IDENTITIES.clientEmail;

/** Signs the demo client in through the e-mail modal, a wrong code first. */
async function signInByEmail(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Client Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
  await dialog.getByLabel('Email Address').fill(EMAIL);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  const otp = dialog.getByLabel('OTP');
  await expect(otp).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Resend OTP \(\d+s\)$/ })).toBeDisabled();
  await otp.fill('9999');
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid OTP');
  await otp.fill(DEMO_OTP);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByText('Signed in successfully')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a client signs in by e-mail, rates and approves an interview, and sees it move to Completed', async ({
  page,
}, testInfo) => {
  await page.goto('/interviews?isClient=true');
  await expect(page.getByRole('banner')).toHaveCount(0);
  const signInDialog = page.getByRole('dialog', { name: 'Client Sign In' });
  await expect(signInDialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'email-sign-in' });
  await signInByEmail(page);

  await expect(page).toHaveURL(/\/interviews\?isClient=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interview Management' })).toBeVisible();
  await expect(page.getByText('Manage candidate interviews and feedback')).toBeVisible();
  const pendingTab = page.getByRole('tab', { name: /^Pending \(\d+\)$/ });
  await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
  const pendingBefore = Number((await pendingTab.textContent())?.match(/\d+/)?.[0]);
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'interviews' });
  await finalScreenshot(page, testInfo, 'interviews-1280');

  // Reject without ratings, then without a comment.
  const first = cards.first();
  const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.click();
  const feedback = page.getByRole('dialog', { name: /^Interview Feedback/ });
  await expect(feedback.getByRole('heading', { name: 'Rate this candidate' })).toBeVisible();
  await feedback.getByRole('button', { name: 'Reject' }).click();
  await expect(feedback.getByRole('alert')).toHaveText('Skill Mandatory');
  const groups = feedback.getByRole('radiogroup');
  const skills = await groups.count();
  for (let i = 0; i < skills; i += 1) {
    // The stars are a radio group: a click on the third star, then the arrow key to the fourth.
    await groups.nth(i).locator('label', { hasText: '3 stars' }).click();
    await expect(groups.nth(i).getByRole('radio', { name: '3 stars' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
  }
  await expect(feedback.getByText('Rating: 4/5')).toHaveCount(skills);
  await feedback.getByRole('button', { name: 'Reject' }).click();
  await expect(feedback.getByRole('alert')).toHaveText('Please provide feedback comments');
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'feedback' });
  await finalScreenshot(page, testInfo, 'feedback-1280');

  // Rate every skill 5 and approve.
  for (let i = 0; i < skills; i += 1) await groups.nth(i).locator('label', { hasText: '5 stars' }).click();
  await expect(feedback.getByText('Rating: 5/5')).toHaveCount(skills);
  await feedback.getByLabel('Feedback Comment *').fill('Strong fundamentals and clear communication.');
  await feedback.getByRole('button', { name: 'Approve' }).click();
  await expect(feedback.getByRole('status')).toHaveText('Feedback submitted successfully');
  await expect(feedback).toBeHidden({ timeout: 5_000 });

  await expect(page.getByRole('tab', { name: `Pending (${pendingBefore - 1})` })).toBeVisible();
  await page.getByRole('tab', { name: /^Completed/ }).click();
  const moved = page.getByRole('tabpanel').getByRole('article', { name });
  await expect(moved.locator('.interview-status')).toHaveText('Selected');
  await expect(moved.getByText('“Strong fundamentals and clear communication.”')).toBeVisible();

  // A decided interview opens read-only.
  await moved.click();
  const readOnly = page.getByRole('dialog', { name: /^Interview Feedback/ });
  await expect(readOnly.getByLabel('Feedback Comment *')).toHaveValue('Strong fundamentals and clear communication.');
  await expect(readOnly.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(readOnly.getByRole('radio').first()).toBeDisabled();
  await finalScreenshot(page, testInfo, 'feedback-read-only-1280');
  await readOnly.getByRole('button', { name: 'Close' }).last().click();
  await expect(readOnly).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tab', { name: /^Done \(\d+\)$/ })).toBeVisible();
  await finalScreenshot(page, testInfo, 'completed-390');
});

test('on a phone, one failing list is counted as empty and the other still shows', async ({ page, mock }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/interviews?isClient=true');
  await expect(page.getByRole('dialog', { name: 'Client Sign In' }).getByLabel('Email Address')).toBeFocused();
  await finalScreenshot(page, testInfo, 'email-sign-in-390');
  await signInByEmail(page);
  await expect(page.getByRole('tab', { name: /^Pending/ })).toBeVisible();

  await mock.addFault({ operationId: 'fetchClientInterviews', status: 500, times: 1 });
  await page.reload();
  const pendingTab = page.getByRole('tab', { name: /^Pending \(\d+\)$/ });
  const doneTab = page.getByRole('tab', { name: /^Done \(\d+\)$/ });
  await expect(doneTab).toBeVisible();
  const counts = [
    Number((await pendingTab.textContent())?.match(/\d+/)?.[0]),
    Number((await doneTab.textContent())?.match(/\d+/)?.[0]),
  ];
  expect(counts.filter((n) => n === 0)).toHaveLength(1);
  if (counts[0] === 0) {
    await expect(page.getByRole('heading', { name: 'No pending Interviews' })).toBeVisible();
    await doneTab.click();
  }
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'interviews-phone' });
  await finalScreenshot(page, testInfo, 'interviews-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('tab', { name: /^Completed \(\d+\)$/ })).toBeVisible();
  await finalScreenshot(page, testInfo, 'interviews-one-list-1280');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('tabpanel').getByRole('article').first().click();
  const feedback = page.getByRole('dialog', { name: /^Interview Feedback/ });
  await expect(feedback.getByRole('heading', { name: 'Rate this candidate' })).toBeVisible();
  await finalScreenshot(page, testInfo, 'feedback-390');
});
