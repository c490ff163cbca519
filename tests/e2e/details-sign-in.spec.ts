import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';

test.use({ viewport: { width: 768, height: 1000 } });

test('a visitor opens job details and is asked to sign in to apply or refer', async ({ page, context }, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto('/');
  await expectJobsNear(page, 'Bengaluru');
  const card = jobCards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Apply Now' }).click();

  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  for (const section of ['Job Description', 'Requirements', 'Key Responsibilities', 'Skills Required']) {
    await expect(details.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(details.getByText(/per month|Salary Not Disclosed/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'details' });
  await finalScreenshot(page, testInfo, 'details');

  await details.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await finalScreenshot(page, testInfo);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeHidden();

  await details.getByRole('button', { name: 'Refer Someone' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});
