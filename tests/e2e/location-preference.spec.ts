import { expect, finalScreenshot, test } from './support/fixtures.ts';
import {
  allowLocation,
  choosePreference,
  expectJobsNear,
  jobCards,
  PLACES,
  signInLeavingPreferenceOpen,
} from './home-helpers.ts';

test.use({ viewport: { width: 480, height: 900 } });

test('a candidate chooses a location preference once per session', async ({ page, context }, testInfo) => {
  await allowLocation(context, PLACES.pune);
  await page.goto('/');
  await expectJobsNear(page, 'Pune');
  await signInLeavingPreferenceOpen(page);

  const dialog = page.getByRole('dialog', { name: 'Location Preference' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Base Location.*Saved: Bengaluru/ })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await finalScreenshot(page, testInfo, 'dialog');
  // It must be answered: neither Escape, however often (Chromium lets a page refuse a close request once per user
  // activation), nor a press on the backdrop closes it.
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
  }
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await choosePreference(page, 'Base Location');
  await expectJobsNear(page, 'Bengaluru');
  await expect(
    jobCards(page)
      .first()
      .getByText(/% match with your skills/),
  ).toBeVisible();
  await expect(jobCards(page).first().getByRole('link', { name: 'your skills' })).toHaveAttribute('href', '/profile');

  await page.reload();
  await expectJobsNear(page, 'Bengaluru');
  await expect(dialog).toHaveCount(0);
  await finalScreenshot(page, testInfo);
});
