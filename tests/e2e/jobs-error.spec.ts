import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { allowLocation, expectJobsNear, PLACES } from './home-helpers.ts';

test.use({ viewport: { width: 1024, height: 900 } });

test("a failing job search shows 'Unable to Load Jobs', and Try Again reloads the page", async ({
  page,
  context,
  mock,
}, testInfo) => {
  await mock.addFault({ operationId: 'searchJobs', status: 500, times: 1 });
  await allowLocation(context, PLACES.pune);
  await page.goto('/');

  const card = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Unable to Load Jobs' }) });
  await expect(card).toBeVisible();
  // The card shows the error value itself, as the spec's catalogue has it.
  await expect(card.getByText('HTTP 500: {"success":false,"message":"Injected fault"}')).toBeVisible();
  await finalScreenshot(page, testInfo, 'error');

  await card.getByRole('button', { name: 'Try Again' }).click();
  await expectJobsNear(page, 'Pune');
  await expect(card).toHaveCount(0);
  await finalScreenshot(page, testInfo);
});
