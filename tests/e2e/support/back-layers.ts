import type { Page } from '@playwright/test';

/**
 * A dialog, sheet or menu closed by Escape or a button takes its Back entry away with history.back()
 * (web/src/ui/back-layer-history.ts, which says so with `data-back-pending` on the document until it lands). A
 * journey that then types an address waits for it, or the landing aborts its navigation (a person cannot type that
 * fast).
 */
export async function layersSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-back-pending'));
}

/** `page.goto` once any closed layer's Back entry has gone. */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  await layersSettled(page);
  await page.goto(url);
}
