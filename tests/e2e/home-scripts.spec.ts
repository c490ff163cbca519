import { allowLocation, expectJobsNear, PLACES } from './home-helpers.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { gzipSizes, HOME_SCRIPT_BUDGET_KB, recordScripts, totalKb } from './support/home-scripts.ts';

test('a visitor\'s first ten jobs need at most 150 KB of JavaScript; other screens and dialogs load their own', async ({ page, context }, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  const scripts = recordScripts(page);
  await page.goto('/');
  await expectJobsNear(page, 'Bengaluru');

  const sizes = gzipSizes(scripts);
  const listing = sizes.map((file) => `${(file.bytes / 1024).toFixed(1)} KB ${file.path}`).join('\n');
  expect(totalKb(sizes), `home route scripts (gzip):\n${listing}`).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET_KB);
  const names = [...scripts].join(' ');
  for (const later of ['apply-modal', 'refer-modal', 'job-details-modal', 'mobile-sign-in-dialog', 'notification-dropdown', 'account-page', 'link-helper']) {
    expect(names, `${later} is not part of the first load`).not.toContain(later);
  }

  const before = scripts.size;
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  expect([...scripts].some((path) => path.includes('mobile-sign-in-dialog'))).toBe(true);
  expect(scripts.size).toBeGreaterThan(before);
  await finalScreenshot(page, testInfo);
});
