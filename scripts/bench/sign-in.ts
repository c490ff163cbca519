import type { Page } from 'playwright-core';
import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { DEMO_OTP } from '#mock/core/otp.ts';

/** Signs the mock's demo candidate in through the header's sign-in dialog; the session stays in local storage. */
export async function signInDemoCandidate(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Mobile Number').fill(DEMO_IDENTITIES.candidateMobile);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('OTP').fill(DEMO_OTP);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForFunction(() => window.localStorage.getItem('authToken') !== null, undefined, { timeout: 15_000 });
}

/** Answers the Location Preference dialog a signed-in candidate gets on the home screen, when it is asked. */
export async function answerLocationPreference(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Location Preference' });
  try {
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    return;
  }
  await dialog.getByRole('button', { name: /Current Location/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}
