import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test('after the service token expires mid-session, the next call fetches a new one and succeeds', async ({ page, mock }, testInfo) => {
  await page.goto('/');
  await signIn(page);

  await mock.expireTokens();
  await mock.clearRequests();

  // Any call now carries an expired token; the first one the upstream checks is answered 401.
  await page.reload();
  const locationChoice = page.getByRole('button', { name: /Base Location/ });
  await expect
    .poll(
      async () => {
        if (await locationChoice.isVisible()) await locationChoice.click();
        return (await mock.requests()).some((r) => r.operationId === 'searchJobs' && r.status === 200);
      },
      { timeout: 20_000, message: 'the job search succeeds after the token expired' },
    )
    .toBe(true);

  const log = await mock.requests();
  const searches = log.filter((r) => r.operationId === 'searchJobs');
  const firstRefused = log.findIndex((r) => r.operationId === 'searchJobs' && r.status === 401);
  const tokenAfter = log.findIndex((r, i) => i > firstRefused && r.operationId === 'fetchProgrammaticUserToken' && r.status === 200);
  const retried = log.findIndex((r, i) => i > tokenAfter && r.operationId === 'searchJobs' && r.status === 200);
  expect(firstRefused, JSON.stringify(searches)).toBeGreaterThanOrEqual(0);
  expect(tokenAfter).toBeGreaterThan(firstRefused);
  expect(retried).toBeGreaterThan(tokenAfter);

  // The session itself is untouched.
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await finalScreenshot(page, testInfo);
});
