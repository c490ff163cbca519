import { expect, test } from './support/fixtures.ts';

test('the served page carries a strict policy that blocks an injected inline script, and the journeys see it', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.locator('#root')).not.toBeEmpty();

  // What an injected <script> would do: the policy stops it and the journeys' check records it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.inlineRan = "yes"';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => document.body.dataset.inlineRan)).toBeUndefined();
  // Seen and expected: the check at the end of the test has nothing more to report.
  cspViolations.length = 0;
});
