import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** soft: record the failure and go on (a journey over many screens reports every one of them at its end). */
type AxeOptions = { include?: string; name?: string; soft?: boolean };

/** Runs axe (WCAG 2.1 A and AA) on the page or part of it, attaches what it found, and fails on the violations kept. */
async function expectNoA11yViolationsWhere(
  page: Page,
  testInfo: TestInfo,
  options: AxeOptions,
  counts: (impact: string | null | undefined) => boolean,
) {
  // Legacy mode runs axe in the page itself: the default opens a blank page for every check to merge the frames'
  // results, which only pages with cross-origin frames need (the client has none).
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();
  if (options.include) {
    // A selector that matches nothing would check nothing.
    await expect(page.locator(options.include).first(), `axe: nothing matches ${options.include}`).toBeVisible();
    builder = builder.include(options.include);
  }
  const results = await builder.analyze();
  await testInfo.attach(`axe-${options.name ?? 'page'}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const kept = results.violations.filter((v) => counts(v.impact));
  const report = kept.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(' ')}`).join('\n')}`,
  );
  (options.soft ? expect.soft : expect)(report, `${options.name ?? 'page'}: ${report.join('\n\n')}`).toEqual([]);
}

/** Runs axe on the page (or part of it) and fails on serious or critical violations, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, options: AxeOptions = {}) {
  await expectNoA11yViolationsWhere(page, testInfo, options, (impact) => impact === 'serious' || impact === 'critical');
}

/** Runs axe on the page (or part of it) and fails on any violation, minor ones included, listing them. */
export async function expectNoA11yViolations(page: Page, testInfo: TestInfo, options: AxeOptions = {}) {
  await expectNoA11yViolationsWhere(page, testInfo, options, () => true);
}
