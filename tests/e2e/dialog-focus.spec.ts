import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('a visitor closes Sign In and job details every way, and the focus goes back to what opened them', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto('/');
  await expectJobsNear(page, 'Bengaluru');

  // From the header: Escape, the close button, a press on the backdrop, and opened by keyboard.
  const headerSignIn = page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true });
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  const closings = [
    () => page.keyboard.press('Escape'),
    () => signIn.getByRole('button', { name: 'Close' }).click(),
    () => page.mouse.click(5, 5),
  ];
  for (const close of closings) {
    await headerSignIn.click();
    await expect(signIn.getByLabel('Mobile Number')).toBeFocused();
    await close();
    await expect(signIn).toBeHidden();
    await expect(headerSignIn).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(signIn.getByLabel('Mobile Number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expect(headerSignIn).toBeFocused();

  // From a job card's Apply Now: the job's details, then Sign In over them from their Apply Now.
  const card = jobCards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const cardApply = card.getByRole('button', { name: 'Apply Now' });
  await cardApply.click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  const detailsApply = details.getByRole('button', { name: 'Apply Now' });
  await detailsApply.click();
  await expect(signIn.getByLabel('Mobile Number')).toBeFocused();
  await finalScreenshot(page, testInfo, 'sign-in-over-details');
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expect(details).toBeVisible();
  await expect(detailsApply).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(cardApply).toBeFocused();
  await finalScreenshot(page, testInfo);
});
