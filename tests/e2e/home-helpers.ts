import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_MOBILE, DEMO_OTP, openSignIn } from './support/sign-in.ts';

/** City centres of the mock's world (mock-server/src/generator/data/cities.ts). */
export const PLACES = {
  pune: { latitude: 18.5204, longitude: 73.8567 },
  bengaluru: { latitude: 12.9716, longitude: 77.5946 },
  jaipur: { latitude: 26.9124, longitude: 75.7873 },
  guwahati: { latitude: 26.1445, longitude: 91.7362 },
} as const;

/** Lets the page read this position through navigator.geolocation. */
export async function allowLocation(context: BrowserContext, place: { latitude: number; longitude: number }) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...place, accuracy: 25 });
}

export const jobCards = (page: Page) => page.getByRole('article');

/** Waits for the first batch of jobs under its heading. */
export async function expectJobsNear(page: Page, city: string, count = 10) {
  await expect(page.getByRole('heading', { name: `Showing Jobs near ${city}` })).toBeVisible();
  await expect(jobCards(page)).toHaveCount(count);
}

/** Answers the location preference dialog shown to signed-in candidates. */
export async function choosePreference(page: Page, choice: 'Base Location' | 'Current Location') {
  const dialog = page.getByRole('dialog', { name: 'Location Preference' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^${choice}`) }).click();
  await expect(dialog).toBeHidden();
}

/** Clicks Load More until every job of the current radius is shown. */
export async function loadAll(page: Page) {
  const more = page.getByRole('button', { name: 'Load More' });
  while (await more.isVisible()) {
    const before = await jobCards(page).count();
    await more.click();
    await expect.poll(() => jobCards(page).count()).toBeGreaterThan(before);
  }
}

/** Signs the demo candidate in and leaves the Location Preference dialog unanswered. */
export async function signInLeavingPreferenceOpen(page: Page) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Mobile Number').fill(DEMO_MOBILE);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('OTP').fill(DEMO_OTP);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByText('OTP Validated Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
}
