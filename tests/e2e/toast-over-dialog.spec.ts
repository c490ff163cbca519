import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { exposedTexts } from './support/accessibility-tree.ts';
import { jobCards } from './home-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const NO_CRITERIA = 'Please enter at least one search criteria';

test('a toast stays seen and announced over a modal dialog, over the header band', async ({ page }, testInfo) => {
  // Search Jobs with nothing entered: a warning toast for four seconds.
  await page.goto('/');
  const card = jobCards(page).first();
  await expect(card).toBeVisible();
  await page.getByRole('search', { name: 'Job search' }).getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page.getByRole('status').filter({ hasText: NO_CRITERIA })).toBeVisible();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Apply Now' }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();

  // The page behind is inert; the toast, inside the top dialog, is not.
  const toast = details.getByRole('status').filter({ hasText: NO_CRITERIA });
  await expect(toast).toBeVisible();
  const texts = await exposedTexts(page);
  expect(texts.some((text) => text.includes(NO_CRITERIA))).toBe(true);
  expect(texts).toContain(title);
  expect(texts.some((text) => text.startsWith('Showing Jobs near'))).toBe(false);

  // Over the header band, clear of the dialog's content.
  const toastBox = (await toast.boundingBox())!;
  const headerBox = (await page.locator('.app-header').boundingBox())!;
  expect(toastBox.y).toBeLessThan(headerBox.y + headerBox.height);
  await finalScreenshot(page, testInfo, 'toast-over-dialog');

  // Closed, the dialog leaves the page live again, and the toast goes with its timer.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: NO_CRITERIA })).toBeHidden({ timeout: 6_000 });
  expect((await exposedTexts(page)).some((text) => text.startsWith('Showing Jobs near'))).toBe(true);
  await finalScreenshot(page, testInfo);
});
