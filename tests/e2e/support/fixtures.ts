import { expect, type Page, type TestInfo } from '@playwright/test';
import { test as base } from './client-usage.ts';
import { collectCspViolations } from './csp-violations.ts';
import { MockControl, type MockAuth } from './mock-control.ts';

/**
 * Every journey starts in a mock session of its own — a freshly seeded world on the shared mock, in the project's
 * ownership mode (`mockAuth`: the strict project's journeys need the candidate's own sign-in token, and their
 * sessions must end with no call refused) — which its browser context joins; `mock` arranges and inspects it.
 * Journeys therefore run in parallel. Every journey also fails on any Content-Security-Policy violation in its pages;
 * a test that provokes one on purpose reads `cspViolations` and empties it. What the client reads is recorded for
 * every journey (client-usage.ts).
 */
export const test = base.extend<{ mock: MockControl; cspViolations: string[]; mockAuth: MockAuth }>({
  mockAuth: ['open', { option: true }],
  mock: [
    async ({ request, context, mockAuth, baseURL }, use) => {
      const mock = await MockControl.open(request, mockAuth);
      await mock.join(context, baseURL!);
      await use(mock);
      if (mockAuth === 'strict') {
        // The strict mode refuses with 401 or 403 (no journey here asks for either as a fault): none, or the client
        // left out its token somewhere, even where the page recovered.
        const refused = (await mock.requests()).filter(({ status }) => status === 401 || status === 403);
        expect(refused, 'calls the strict ownership mode refused').toEqual([]);
      }
      await mock.end();
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

/**
 * Attaches the page as it ends up, so every journey leaves a screenshot behind; `fullPage` takes the whole scrolled
 * page.
 */
export async function finalScreenshot(page: Page, testInfo: TestInfo, name = 'final', { fullPage = false } = {}) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
