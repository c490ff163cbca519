import type { Page } from '@playwright/test';

/**
 * A dialog, sheet or menu closed by Escape or a button takes its Back entry away with history.back()
 * (web/src/ui/back-layer-history.ts), which lands a moment later. A journey that then types an address waits until
 * the current entry is no longer a layer's, or the landing aborts its navigation (a person cannot type that fast).
 */
export async function layersSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window.history.state && 'backLayer' in window.history.state));
}

/** `page.goto` once any closed layer's Back entry has gone. */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  await layersSettled(page);
  await page.goto(url);
}
