import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test('a candidate opens an application update and lands on the highlighted application', async ({ page }, testInfo) => {
  await page.goto('/');
  await signIn(page);

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
  await bell.click();

  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('tab', { name: 'Applied Jobs' })).toHaveAttribute('aria-selected', 'true');
  const first = panel.getByRole('button', { name: /Application/ }).first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('img', { name: 'Unread' })).toBeVisible();
  await finalScreenshot(page, testInfo, 'dropdown');

  await panel.getByRole('tab', { name: 'New Jobs' }).click();
  await expect(panel.getByRole('button', { name: /New job near you/ }).first()).toBeVisible();
  await panel.getByRole('tab', { name: 'Applied Jobs' }).click();
  await first.click();

  await expect(page).toHaveURL(/\/applications\?highlight=\d+$/);
  const highlight = new URL(page.url()).searchParams.get('highlight');
  expect(await page.evaluate(() => sessionStorage.getItem('pendingHighlight'))).toBe(highlight);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(page.locator('.application-card--glow')).toBeVisible();
  await expect(page.getByRole('button', { name: `Notifications, ${before - 1} unread` })).toBeVisible();
  await finalScreenshot(page, testInfo);
});
