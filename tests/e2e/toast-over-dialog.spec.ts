import type { Page } from '@playwright/test';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { jobCards } from './home-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The texts Chromium's accessibility tree exposes: what a screen reader can read (not what is inert). */
async function exposedTexts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === 'StaticText')
    .map((node) => node.name?.value ?? '');
}

test('a toast stays seen and announced over a modal dialog, over the header band', async ({ page }, testInfo) => {
  // Location refused: the visitor toast names the fallback city for four seconds.
  await page.goto('/');
  const gps = "We couldn't access precise GPS data.";
  await expect(page.getByRole('status').filter({ hasText: gps })).toBeVisible();
  const card = jobCards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Apply Now' }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();

  // The page behind is inert; the toast, inside the top dialog, is not.
  const toast = details.getByRole('status').filter({ hasText: gps });
  await expect(toast).toBeVisible();
  const texts = await exposedTexts(page);
  expect(texts.some((text) => text.includes(gps))).toBe(true);
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
  await expect(page.getByRole('status').filter({ hasText: gps })).toBeHidden({ timeout: 6_000 });
  expect((await exposedTexts(page)).some((text) => text.startsWith('Showing Jobs near'))).toBe(true);
  await finalScreenshot(page, testInfo);
});
