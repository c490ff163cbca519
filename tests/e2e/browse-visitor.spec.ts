import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';

test.describe('a visitor browses jobs', () => {
  test.use({ viewport: { width: 480, height: 900 } });

  test('with location refused: the IP city and the visitor notice', async ({ page, context }, testInfo) => {
    await context.clearPermissions();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Job' })).toBeVisible();
    await expect(
      page.getByText("We couldn't access precise GPS data. Currently showing jobs near New Delhi."),
    ).toBeVisible();
    await expectJobsNear(page, 'New Delhi');
    await expect(page.getByRole('dialog', { name: 'Location Preference' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Refer a Candidate' })).toBeAttached();
    await finalScreenshot(page, testInfo, 'denied');
  });

  test('with location granted: jobs near the browser position', async ({ page, context }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/');
    await expectJobsNear(page, 'Pune');
    const first = jobCards(page).first();
    await expect(first.getByText(/Pune - \d{6}/)).toBeVisible();
    await expect(first.getByText(/per month|Salary Not Disclosed/)).toBeVisible();
    await expect(first.getByRole('button', { name: 'Refer & Earn' })).toBeVisible();
    await expect(page.getByText(/match with/)).toHaveCount(0);
    await finalScreenshot(page, testInfo);
  });
});
