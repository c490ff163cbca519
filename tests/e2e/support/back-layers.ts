import type { Page } from '@playwright/test';

/**
 * A layer (dialog, sheet, menu) gets its Back entry once the history code has loaded, and one closed by Escape or a
 * button takes its entry away with history.back() (web/src/ui/back-layer-history.ts); the document says so with
 * `data-back-pending` until both have happened (web/src/ui/back-pending.ts). A journey waits for it before it
 * presses Back or types an address, as a person could not act that fast.
 */
export async function layersSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-back-pending'));
}

/** `page.goto` once any closed layer's Back entry has gone. */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  await layersSettled(page);
  await page.goto(url);
}

/** The browser's Back (Android's gesture) once every open layer has its entry. */
export async function backSettled(page: Page): Promise<void> {
  await layersSettled(page);
  await page.goBack();
}
