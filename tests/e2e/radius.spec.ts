import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { allowLocation, expectJobsNear, jobCards, loadAll, PLACES } from './home-helpers.ts';

test.use({ viewport: { width: 1024, height: 900 } });

// Jobs around Jaipur in the mock's world within 50/100/150 km: 67, 69, 87.
test('a visitor loads more, expands the radius (it keeps going while few jobs turn up) and then declines', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.jaipur);
  await page.goto('/');
  await expectJobsNear(page, 'Jaipur');
  await loadAll(page);
  await expect(jobCards(page)).toHaveCount(67);

  const prompt = page.getByRole('region', { name: 'Search radius' });
  await expect(prompt.getByText('No more jobs within 50km radius')).toBeVisible();
  await prompt.scrollIntoViewIfNeeded();
  await finalScreenshot(page, testInfo, 'prompt');
  await prompt.getByRole('button', { name: 'Yes, Expand' }).click();
  // 100 km adds only 2 jobs, so 150 km is searched at once; it adds 18 and the list stops there.
  await expect(jobCards(page)).toHaveCount(79);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(jobCards(page)).toHaveCount(87);
  await expect(prompt.getByText('No more jobs within 150km radius')).toBeVisible();

  await prompt.getByRole('button', { name: 'No, Thanks' }).click();
  await expect(page.getByText('No more jobs available')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.getByText('No more jobs available').scrollIntoViewIfNeeded();
  await finalScreenshot(page, testInfo);
});

// Around Guwahati the mock has 67 jobs however far the search goes.
test('the radius grows to the maximum when nothing new turns up', async ({ page, context, mock }, testInfo) => {
  await allowLocation(context, PLACES.guwahati);
  await page.goto('/');
  await expectJobsNear(page, 'Guwahati');
  await loadAll(page);
  await mock.clearRequests();
  await page.getByRole('button', { name: 'Yes, Expand' }).click();
  await expect(page.getByText('Maximum search distance reached')).toBeVisible();
  await expect(page.getByText('No more jobs available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes, Expand' })).toHaveCount(0);
  const searches = (await mock.requests()).filter((r) => r.operationId === 'searchJobs');
  expect(searches).toHaveLength(4);
  await page.getByText('Maximum search distance reached').scrollIntoViewIfNeeded();
  await finalScreenshot(page, testInfo);
});
