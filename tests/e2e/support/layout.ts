import type { Locator, Page } from '@playwright/test';

/** Whether a tap at the middle of `locator` would land on it: nothing (a dialog, its backdrop, the header) is over it. */
export const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** The page's layout shifts since it opened, not counting those right after an input (as Lighthouse counts CLS). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
