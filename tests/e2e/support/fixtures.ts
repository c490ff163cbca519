import { expect, type Page, type TestInfo } from '@playwright/test';
import { test as base } from './client-usage.ts';
import { collectCspViolations } from './csp-violations.ts';
import { MockControl } from './mock-control.ts';

/**
 * Every journey starts from a freshly seeded mock; `mock` arranges and inspects it. Every journey also fails on
 * any Content-Security-Policy violation in its pages; a test that provokes one on purpose reads
 * `cspViolations` and empties it. What the client reads is recorded for every journey (client-usage.ts).
 */
export const test = base.extend<{ mock: MockControl; cspViolations: string[] }>({
  mock: [
    async ({ request }, use) => {
      const mock = new MockControl(request);
      await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations = await collectCspViolations(context);
      await use(violations);
      expect(violations, `Content-Security-Policy violations:\n${violations.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Attaches the page as it ends up, so every journey leaves a screenshot behind. */
export async function finalScreenshot(page: Page, testInfo: TestInfo, name = 'final') {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
