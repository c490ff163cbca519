import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { ANDROID_PHONE } from './support/phone.ts';

/** What the header's language pill shows on a phone: the chosen language by its own short mark. */
const chosenLanguage = (page: Page) => page.getByRole('banner').locator('.language-picker__chosen');

test.describe('a phone set to Hindi', () => {
  test.use({ ...ANDROID_PHONE, locale: 'hi-IN' });

  test('opens in Hindi; the header’s picker changes it without the menu; sign-out brings the phone’s language back', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(header.getByRole('button', { name: 'मेन्यू' })).toBeVisible();
    const picker = header.getByRole('combobox', { name: 'भाषा' });
    await expect(picker).toBeVisible();
    await expect(chosenLanguage(page)).toBeVisible();
    await expect(chosenLanguage(page)).toHaveText('हि');
    await expectNoSeriousA11yViolations(page, testInfo, { include: 'header', name: 'header-hindi' });
    await finalScreenshot(page, testInfo, 'hindi-phone');

    // The candidate's choice outlasts the phone's: English after a reload.
    await picker.selectOption('en');
    await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await page.reload();
    await expect(chosenLanguage(page)).toHaveText('EN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Sign-out clears the choice, as the spec says; the phone's language applies again.
    await signIn(page);
    await header.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' }).click();
    await expect(header.getByRole('button', { name: 'मेन्यू' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await finalScreenshot(page, testInfo, 'signed-out');
  });

  test('Sign In opened from the menu and closed with Escape leaves the focus on Menu', async ({ page }, testInfo) => {
    await page.goto('/');
    const menu = page.getByRole('banner').getByRole('button', { name: 'मेन्यू' });
    await menu.click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'साइन इन करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'साइन इन करें' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    await finalScreenshot(page, testInfo);
  });
});

test.describe('a phone set to English', () => {
  test.use({ ...ANDROID_PHONE, locale: 'en-IN' });

  test('opens in English and switches to Hindi from the header', async ({ page }, testInfo) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(chosenLanguage(page)).toHaveText('EN');
    await header.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(header.getByRole('button', { name: 'मेन्यू' })).toBeVisible();
    await expect(chosenLanguage(page)).toHaveText('हि');
    await expectNoSeriousA11yViolations(page, testInfo, { include: 'header', name: 'header-english' });
    await finalScreenshot(page, testInfo);
  });

  test('Sign In opened from the menu and closed with Escape leaves the focus on Menu', async ({ page }, testInfo) => {
    await page.goto('/');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    await finalScreenshot(page, testInfo);
  });
});
