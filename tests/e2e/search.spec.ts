import { expectNoA11yViolations } from './support/axe.ts';
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

test('a visitor picks a city with the keyboard alone: type, arrows, Enter; Escape closes the list, then clears', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.pune);
  await page.goto('/');
  await expectJobsNear(page, 'Pune');
  const search = page.getByRole('search', { name: 'Job search' });
  const city = search.getByRole('combobox', { name: 'City' });
  const listbox = search.getByRole('listbox', { name: 'City' });
  const options = listbox.getByRole('option');
  await expect(city).toHaveAttribute('aria-autocomplete', 'list');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toBeHidden();

  await city.focus();
  await page.keyboard.type('Pan');
  await expect(options).toHaveText(['Panaji, Goa', 'Panchkula, Haryana', 'Panipat, Haryana', 'Panvel, Maharashtra']);
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await expect(city).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? 'the listbox');
  await expect(city).not.toHaveAttribute('aria-activedescendant');

  const activeIs = async (name: string) => {
    const option = listbox.getByRole('option', { name });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(city).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await expect(listbox.getByRole('option', { selected: true })).toHaveCount(1);
  };
  await page.keyboard.press('ArrowDown');
  await activeIs('Panaji, Goa');
  await page.keyboard.press('ArrowDown');
  await activeIs('Panchkula, Haryana');
  await page.keyboard.press('ArrowUp');
  await activeIs('Panaji, Goa');
  await expect(city).toBeFocused();
  await expectNoA11yViolations(page, testInfo, { include: '[role="search"]', name: 'city-listbox' });
  await finalScreenshot(page, testInfo, 'open-list');

  await page.keyboard.press('Enter');
  const chips = search.getByRole('list', { name: 'Search filters' });
  await expect(chips.getByRole('listitem')).toHaveText(['Panaji']);
  await expect(city).toHaveValue('');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toBeHidden();
  await expect(city).toBeFocused();

  await page.keyboard.type('Pun');
  await expect(options).toHaveText(['Pune, Maharashtra']);
  await page.keyboard.press('ArrowDown');
  await activeIs('Pune, Maharashtra');
  await page.keyboard.press('Escape');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await expect(city).not.toHaveAttribute('aria-activedescendant');
  await expect(listbox).toBeHidden();
  await expect(city).toHaveValue('Pun');
  await expect(city).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(city).toHaveValue('');
  await expect(city).toBeFocused();
  await expect(chips.getByRole('listitem')).toHaveText(['Panaji']);

  await page.keyboard.press('Tab');
  await expect(search.getByRole('combobox', { name: 'Job title or designation' })).toBeFocused();
  await finalScreenshot(page, testInfo);
});
