import { expect, type Page } from '@playwright/test';

/**
 * Waits until a screen has settled: the app has taken the place of the screen's outline (which its document paints
 * before the code runs, web/src/app/first-paint, and which has no skip link: the app's layout always has one), and
 * nothing is busy, no spinner, no skeleton.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('a.skip-link')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"], .spinner, .skeleton')).toHaveCount(0, { timeout: 15_000 });
}
