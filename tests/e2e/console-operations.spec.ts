import { checkView, curl, openConsole, WIDTHS } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';

test('every operation by area with the calls it answered, assumed paths flagged, its contract read and its example sent', async ({
  page,
  mock,
  baseURL,
}, testInfo) => {
  await curl([
    '-H',
    `X-Mock-Session: ${mock.session}`,
    `${baseURL}/corporate-recruitment/talentJobs/getJobById?jobId=100001&mobileNumber=0`,
  ]);
  await openConsole(page, 'operations');
  await expect(page.getByText(/^1 of \d+ operations called in this world/)).toBeVisible();
  const getJob = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'getJobById' }) });
  const statuses = getJob.getByRole('list', { name: 'getJobById statuses' });
  await expect(statuses).toContainText('200 × 1');
  await expect(statuses).toContainText('404 never answered');

  await page.getByLabel('Assumed paths only').check();
  const budget = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'getBudgetDetails' }) });
  await expect(budget.getByText('Assumed path')).toBeVisible();
  await expect(getJob).toBeHidden();
  await page.getByLabel('Assumed paths only').uncheck();

  // The contract read in place, opened from the keyboard; its example sent to the mock.
  const disclosure = getJob.getByRole('button', { name: 'Contract and example' });
  await disclosure.focus();
  await page.keyboard.press('Enter');
  await expect(getJob.getByRole('button', { name: 'Hide the contract' })).toHaveAttribute('aria-expanded', 'true');
  await expect(getJob.getByRole('table', { name: 'Parameters' })).toContainText('jobId');
  await getJob.getByRole('button', { name: 'Send this example' }).click();
  await expect(getJob.getByRole('status')).toContainText('The mock answered');
  await expect(getJob.getByRole('region', { name: 'getJobById example answer' })).toContainText('"success"');
  await expect(statuses).toContainText(/× 2|404 × 1/);

  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    await checkView(page, testInfo, `operations-${width.width}`);
  }

  // The example's call is listed like any other client's (the first one came before this console connected, and is
  // listed only if another console was open then).
  await page.getByRole('tab', { name: 'Calls' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'getJobById' }).first()).toContainText('Valid');
});
