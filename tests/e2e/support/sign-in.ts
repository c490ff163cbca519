import { expect, type Page } from '@playwright/test';
import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { DEMO_OTP } from '#mock/core/otp.ts';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';

export const DEMO_MOBILE = DEMO_IDENTITIES.candidateMobile;
export { DEMO_OTP };

/** Opens the sign-in dialog from the header (the Sign In button, or the mobile menu on narrow screens). */
export async function openSignIn(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  const wide = (page.viewportSize()?.width ?? 1280) >= 768;
  if (wide) {
    await banner.getByRole('button', { name: 'Sign In', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Whether the home screen asks the signed-in candidate for their Location Preference: it does when it keeps no choice
 * of theirs (the key it reads), so a journey knows without waiting to see whether a dialog turns up.
 */
export async function locationWillBeAsked(page: Page): Promise<boolean> {
  return (await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.locationPreference)) === null;
}

/**
 * Answers the home screen's Location Preference dialog (asked of signed-in candidates before their first job
 * list) with the saved base location, or the current one when none is saved. Does nothing when it is not asked.
 */
export async function chooseLocationIfAsked(page: Page) {
  if (!(await locationWillBeAsked(page))) return;
  const dialog = page.getByRole('dialog', { name: 'Location Preference' });
  await expect(dialog).toBeVisible();
  const base = dialog.getByRole('button', { name: /Base Location/ });
  await expect(dialog.getByText('Loading your saved location…')).toBeHidden();
  await ((await base.isEnabled()) ? base : dialog.getByRole('button', { name: /Current Location/ })).click();
  await expect(dialog).toBeHidden();
}

/** Signs in through the dialog with the demo code and waits until the app has gone home. */
export async function signIn(page: Page, mobile: string = DEMO_MOBILE) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Mobile Number').fill(mobile);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('OTP').fill(DEMO_OTP);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByText('OTP Validated Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  // The location preference dialog, when it opens, makes the header behind it inert.
  await chooseLocationIfAsked(page);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The texts a sign-in on a phone reads, in the page's language (each a locale's catalogue, as JSON-imported). */
export interface SignInTexts {
  auth: { 'mobile.label': string; 'mobile.send': string };
  common: { 'nav.menu': string; 'nav.signIn': string };
  ui: { 'codeStep.otpLabel': string; 'codeStep.verify': string };
}

/** Answers the open sign-in dialog with the demo number and code, in the page's language, and waits until it closes. */
export async function answerSignInDialog(page: Page, t: SignInTexts) {
  const dialog = page.getByRole('dialog', { name: t.common['nav.signIn'] });
  await dialog.getByLabel(t.auth['mobile.label']).fill(DEMO_MOBILE);
  await dialog.getByRole('button', { name: t.auth['mobile.send'] }).tap();
  await dialog.getByLabel(t.ui['codeStep.otpLabel'], { exact: true }).fill(DEMO_OTP);
  await dialog.getByRole('button', { name: t.ui['codeStep.verify'] }).tap();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
}

/** Signs in from a phone's menu in the page's language, leaving whatever comes next (Location Preference) to the test. */
export async function signInFromPhoneMenu(page: Page, t: SignInTexts) {
  await page.getByRole('banner').getByRole('button', { name: t.common['nav.menu'], exact: true }).tap();
  await page.locator('#mobile-menu').getByRole('button', { name: t.common['nav.signIn'] }).tap();
  await answerSignInDialog(page, t);
}
