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

test('a candidate chooses a location preference once, not again in a new browser session', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.pune);
  await page.goto('/');
  await expectJobsNear(page, 'Pune');
  await signInLeavingPreferenceOpen(page);

  const dialog = page.getByRole('dialog', { name: 'Location Preference' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Base Location.*Saved: Bengaluru/ })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await finalScreenshot(page, testInfo, 'dialog');

  await choosePreference(page, 'Base Location');
  await expectJobsNear(page, 'Bengaluru');
  await expect(
    jobCards(page)
      .first()
      .getByText(/% match with your skills/),
  ).toBeVisible();
  await expect(jobCards(page).first().getByRole('link', { name: 'your skills' })).toHaveAttribute('href', '/profile');

  // A new browser session (the session storage gone) keeps the candidate's answer.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expectJobsNear(page, 'Bengaluru');
  await expect(dialog).toHaveCount(0);
  await finalScreenshot(page, testInfo);
});
