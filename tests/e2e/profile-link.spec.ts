import { DEMO_LINKS } from '#mock/seed/seed-links.ts';
import { allowLocation, PLACES } from './home-helpers.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

for (const width of [390, 1280] as const) {
  test(`at ${width} px, the profile short link opens the profile`, async ({ page, context, mock }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await allowLocation(context, PLACES.bengaluru);
    await page.goto('/');
    await signIn(page);
    await mock.clearRequests();

    // Whether the not-found page ever showed, however briefly, while the link was being followed.
    await page.addInitScript(() => {
      const seen = { notFound: false };
      Object.assign(window, { linkFlash: seen });
      new MutationObserver(() => {
        if (document.getElementById('not-found-title')) seen.notFound = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/${DEMO_LINKS.profile}`);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { linkFlash: { notFound: boolean } }).linkFlash)).toEqual({
      notFound: false,
    });
    const asked = (await mock.requests()).filter((entry) => entry.operationId === 'getActualUrl');
    expect(asked).toHaveLength(1);
    await finalScreenshot(page, testInfo, `profile-${width}`);
  });
}
