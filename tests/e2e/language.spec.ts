import { expect, finalScreenshot, test } from './support/fixtures.ts';

test('a visitor switches to Hindi and back, and another tab follows', async ({ page, context }, testInfo) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My Applications' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/projects');
  await expect(other.getByRole('banner').getByRole('link', { name: 'My Referrals' })).toBeVisible();

  await header.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(header.getByRole('link', { name: 'मेरे आवेदन' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'मेरे रेफ़रल' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'मेरी कमाई' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'साइन इन करें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.evaluate(() => localStorage.getItem('selected_language_code'))).toBe('hi');

  // The other tab follows through the storage event.
  await expect(other.getByRole('banner').getByRole('link', { name: 'मेरे रेफ़रल' })).toBeVisible();
  await finalScreenshot(page, testInfo, 'hindi');

  // The choice survives a reload.
  await page.reload();
  await expect(header.getByRole('link', { name: 'मेरे आवेदन' })).toBeVisible();

  await header.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await expect(header.getByRole('link', { name: 'My Applications' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(other.getByRole('banner').getByRole('link', { name: 'My Referrals' })).toBeVisible();
  await finalScreenshot(page, testInfo);
});
