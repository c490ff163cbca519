import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Runs axe on the page (or part of it) and fails on serious or critical violations, listing them. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  testInfo: TestInfo,
  options: { include?: string; name?: string } = {},
) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
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
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(report, report.join('\n\n')).toEqual([]);
}
