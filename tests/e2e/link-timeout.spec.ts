import { LINK_SAFETY_TIMEOUT_MS } from '#machines/constants.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';

for (const width of [390, 1280] as const) {
  test(`at ${width} px, a link whose resolution hangs hides the overlay after 8 s`, async ({
    page,
    mock,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await mock.addFault({ operationId: 'getActualUrl', status: 0, delayMs: 20_000, times: 1 });
    // The page's clock, stopped once the overlay shows, so that the 8 s are run through rather than waited out.
    await page.clock.install();
    const installedAt = await page.evaluate(() => Date.now());
    await page.goto('/zzSlowLink');
    const overlay = page.getByText('Checking which screen to load...');
    await expect(overlay).toBeVisible();
    // Paused a moment ahead (pausing cannot go back in time).
    const shownAt = (await page.evaluate(() => Date.now())) + 500;
    await page.clock.pauseAt(shownAt);
    await finalScreenshot(page, testInfo, `overlay-${width}`);
    // The wait began between the clock's start and the overlay: still shown 7.5 s after the clock's start…
    const stillShownAt = installedAt + LINK_SAFETY_TIMEOUT_MS - 500;
    expect(stillShownAt).toBeGreaterThan(shownAt);
    await page.clock.runFor(stillShownAt - shownAt);
    await expect(overlay).toBeVisible();
    // …and hidden 8 s after it was shown.
    await page.clock.runFor(shownAt + LINK_SAFETY_TIMEOUT_MS - stillShownAt);
    await expect(overlay).toBeHidden();
    await page.clock.resume();
    // Nothing came back: the page is the 404 state, usable again.
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
    await finalScreenshot(page, testInfo, `after-timeout-${width}`);
  });
}
