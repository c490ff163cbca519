import { expect, finalScreenshot, test } from './support/fixtures.ts';

for (const width of [390, 1280] as const) {
  test(`at ${width} px, a link whose resolution hangs hides the overlay after 8 s`, async ({
    page,
    mock,
  }, testInfo) => {
    test.setTimeout(45_000);
    await page.setViewportSize({ width, height: 900 });
    await mock.addFault({ operationId: 'getActualUrl', status: 0, delayMs: 20_000, times: 1 });
    const started = Date.now();
    await page.goto('/zzSlowLink');
    const overlay = page.getByText('Checking which screen to load...');
    await expect(overlay).toBeVisible();
    await finalScreenshot(page, testInfo, `overlay-${width}`);
    await expect(overlay).toBeHidden({ timeout: 12_000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(7_500);
    expect(elapsed).toBeLessThan(11_000);
    // Nothing came back: the page is the 404 state, usable again.
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
    await finalScreenshot(page, testInfo, `after-timeout-${width}`);
  });
}
