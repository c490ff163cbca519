import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';

test.use({ viewport: { width: 768, height: 1000 } });

test('a visitor searches by city, designation and skill, then resets', async ({ page, context }, testInfo) => {
  await allowLocation(context, PLACES.pune);
  await page.goto('/');
  await expectJobsNear(page, 'Pune');
  const search = page.getByRole('search', { name: 'Job search' });

  await search.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(
    page.getByText('Please enter at least one search criteria (job title, location, or skills) to search for jobs.'),
  ).toBeVisible();

  const city = search.getByRole('combobox', { name: 'City' });
  await city.fill('Be');
  await expect(search.getByText('Type at least 3 characters…')).toBeVisible();
  await city.fill('Bengal');
  await search.getByRole('option', { name: 'Bengaluru, Karnataka' }).click();
  const chips = search.getByRole('list', { name: 'Search filters' });
  await expect(chips.getByText('Bengaluru')).toBeVisible();

  const designation = search.getByRole('combobox', { name: 'Job title or designation' });
  await designation.fill('cab');
  await search.getByRole('option', { name: 'Cab Driver' }).click();
  const skills = search.getByRole('combobox', { name: 'Skills' });
  await skills.fill('Hindi');
  await skills.press('Enter');
  await skills.fill('HINDI');
  await skills.press('Enter');
  await expect(chips.getByRole('listitem')).toHaveText(['Bengaluru', 'Cab Driver', 'Hindi']);
  await finalScreenshot(page, testInfo, 'filters');

  await search.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Showing Jobs near Bengaluru' })).toBeVisible();
  // Nine cab drivers with Hindi within 50 km of Bengaluru in the mock's world.
  await expect(jobCards(page)).toHaveCount(9);
  for (const card of await jobCards(page).all()) {
    await expect(card.getByRole('heading')).toHaveText('Cab Driver');
    await expect(card.getByRole('list', { name: 'Skills' })).toContainText('Hindi');
  }
  await finalScreenshot(page, testInfo, 'results');

  await search.getByRole('button', { name: 'Reset' }).click();
  await expect(chips).toHaveCount(0);
  await expectJobsNear(page, 'Pune');
  await finalScreenshot(page, testInfo);
});
