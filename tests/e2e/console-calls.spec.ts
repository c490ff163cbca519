import { checkView, curl, openConsole, runCopiedCurl, WIDTHS } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';

const JOB = '/corporate-recruitment/talentJobs/getJobById';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a call made by another client appears live, opens in full, and its copied curl sends it again', async ({
  page,
  mock,
  baseURL,
}, testInfo) => {
  await openConsole(page);
  await expect(page.getByText(`No calls yet in this world`)).toBeVisible();

  // Another client: curl in the journey's session.
  const other = await curl(['-H', `X-Mock-Session: ${mock.session}`, `${baseURL}${JOB}?jobId=100001&mobileNumber=0`]);
  expect(other.status).toBe(200);
  const grid = page.getByRole('grid', { name: 'Calls, newest first' });
  const row = grid.getByRole('row').filter({ hasText: 'getJobById' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('200');
  await expect(row).toContainText('Valid');
  await expect(row).toContainText(mock.session);

  // Opened from the keyboard: Tab into the grid's one focusable cell, Enter.
  await grid.getByRole('gridcell').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('gridcell').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `GET ${JOB}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Query' })).toContainText('100001');
  await expect(dialog.getByRole('region', { name: 'Answer body' })).toContainText('"success": true');
  await dialog.getByRole('button', { name: 'Copy as curl curl command' }).click();
  await expect(dialog.getByText('Copied curl command')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`X-Mock-Session: ${mock.session}`);
  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    await checkView(page, testInfo, `calls-dialog-${width.width}`);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('gridcell').nth(1)).toBeFocused();

  // The copied command reproduces the call: the same answer, and one more row.
  const again = await runCopiedCurl(copied);
  expect(again.status).toBe(200);
  expect(JSON.parse(again.body)).toEqual(JSON.parse(other.body));
  await expect(row).toHaveCount(2);
});

test('the calls are filtered, paused and cleared', async ({ page, mock, baseURL }, testInfo) => {
  await openConsole(page);
  const call = (query: string) =>
    curl(['-H', `X-Mock-Session: ${mock.session}`, `${baseURL}${JOB}?${query}&mobileNumber=0`]);
  await call('jobId=100001');
  await call('jobId=1');
  const grid = page.getByRole('grid', { name: 'Calls, newest first' });
  const rows = grid.getByRole('row');
  await expect(rows).toHaveCount(3);

  await page.getByLabel('Status').selectOption('4');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('404');
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Find').fill('no-such-thing');
  await expect(page.getByText('No calls yet match')).toBeVisible();
  await page.getByLabel('Find').fill('');

  // A call of another world (the default one) is listed only when asked for.
  await curl([`${baseURL}${JOB}?jobId=100002&mobileNumber=0`]);
  const elsewhere = rows.filter({ has: page.getByRole('gridcell', { name: 'default', exact: true }) });
  await expect(elsewhere).toHaveCount(0);
  await page.getByLabel('World', { exact: true }).last().selectOption('all');
  await expect(elsewhere.first()).toBeVisible();
  await page.getByLabel('World', { exact: true }).last().selectOption('in-view');
  await expect(rows).toHaveCount(3);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-pressed', 'true');
  await call('jobId=100003');
  // Another world's call while paused: Resume will not list it in this view, so it is not counted as waiting.
  await curl([`${baseURL}${JOB}?jobId=100002&mobileNumber=0`]);
  await expect(page.getByText('paused, 1 new waiting')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(rows).toHaveCount(4);

  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    await checkView(page, testInfo, `calls-${width.width}`);
  }

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('No calls yet in this world')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(page.getByText('No calls yet in this world')).toBeVisible();
});
