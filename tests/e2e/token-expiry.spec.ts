import { PERSISTED_CACHE_DB } from '#web/shared/browser-keys.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { chooseLocationIfAsked, signIn } from './support/sign-in.ts';

test('after the service token expires mid-session, the next call fetches a new one and succeeds', async ({
  page,
  mock,
}, testInfo) => {
  await page.goto('/');
  await signIn(page);

  await mock.expireTokens();
  await mock.clearRequests();
  // The 10 s guard would answer the reload's search from the query cache's persisted copy, without a call. The jobs
  // are persisted once the page is idle after showing them, which may be after any moment picked here: the reloaded
  // page deletes the copy as it starts (IndexedDB opens the database for the restore only once that is done).
  await page.addInitScript((db) => void indexedDB.deleteDatabase(db), PERSISTED_CACHE_DB);

  // Every call now carries an expired service token; the first one the upstream checks is answered 401.
  await page.reload();
  await chooseLocationIfAsked(page);
  await expect
    .poll(async () => (await mock.requests()).some((r) => r.operationId === 'searchJobs' && r.status === 200), {
      timeout: 20_000,
      message: 'the job search succeeds after the token expired',
    })
    .toBe(true);
  await expect(page.getByRole('heading', { name: /^Showing Jobs near/ })).toBeVisible();

  const log = await mock.requests();
  const trail = JSON.stringify(log.map((r) => `${r.operationId} ${r.status}`));
  const refused = log.findIndex((r) => r.status === 401);
  expect(refused, trail).toBeGreaterThanOrEqual(0);
  const operation = log[refused]!.operationId;
  const newToken = log.findIndex(
    (r, i) => i > refused && r.operationId === 'fetchProgrammaticUserToken' && r.status === 200,
  );
  const retried = log.findIndex((r, i) => i > newToken && r.operationId === operation && r.status === 200);
  expect(newToken, trail).toBeGreaterThan(refused);
  expect(retried, trail).toBeGreaterThan(newToken);
  // No call stays refused: each 401 is followed by a success of the same operation.
  for (const [index, entry] of log.entries()) {
    if (entry.status !== 401) continue;
    expect(
      log.slice(index + 1).some((r) => r.operationId === entry.operationId && r.status === 200),
      trail,
    ).toBe(true);
  }

  // The session itself is untouched.
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await finalScreenshot(page, testInfo);
});
