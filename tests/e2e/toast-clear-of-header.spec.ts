import type { Page } from '@playwright/test';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE } from './support/phone.ts';

const NO_CRITERIA = 'Please enter at least one search criteria';

/** Searches with nothing entered: a warning toast shows for four seconds. */
async function showToast(page: Page) {
  await page.getByRole('search', { name: 'Job search' }).getByRole('button', { name: 'Search Jobs' }).click();
  const toast = page.getByRole('status').filter({ hasText: NO_CRITERIA });
  await expect(toast).toBeVisible();
  return toast;
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('on a phone', () => {
  test.use(ANDROID_PHONE);

  test('a toast covers none of the header, and a tap on the bell half a second after it shows opens the notifications at once', async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await page.goto('/');
    await signIn(page);
    await expect(jobCards(page).first()).toBeVisible();

    const toast = await showToast(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const toastBox = (await toast.boundingBox())!;
    for (const control of [
      bell,
      page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }),
      page.getByRole('button', { name: /^Account menu for/ }),
    ]) {
      expect(overlaps(toastBox, (await control.boundingBox())!), 'toast over a header control').toBe(false);
    }
    // The scenario: the user taps the bell while the toast is still up.
    await page.waitForTimeout(500);
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    // The tap went through at once: the toast (four seconds) is still there.
    await expect(toast).toBeVisible();
    await finalScreenshot(page, testInfo, 'toast-and-notifications-390');
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a toast covers none of the header's links, and a click on My Referrals while it shows goes through (a visitor is asked to sign in)", async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(jobCards(page).first()).toBeVisible();
    const toast = await showToast(page);
    const header = page.getByRole('banner');
    const toastBox = (await toast.boundingBox())!;
    for (const control of await header
      .getByRole('link')
      .or(header.getByRole('button'))
      .or(header.getByRole('combobox'))
      .all()) {
      if (!(await control.isVisible())) continue;
      expect(overlaps(toastBox, (await control.boundingBox())!), 'toast over a header control').toBe(false);
    }
    await page.waitForTimeout(500);
    await header.getByRole('link', { name: 'My Referrals' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    // The click went through at once: the toast (four seconds), now inside the dialog, is still there.
    await expect(
      page.getByRole('dialog', { name: 'Sign In' }).getByRole('status').filter({ hasText: NO_CRITERIA }),
    ).toBeVisible();
    await finalScreenshot(page, testInfo, 'toast-1280');
  });
});
