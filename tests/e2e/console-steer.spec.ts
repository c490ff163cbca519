import { readFileSync } from 'node:fs';
import { checkView, curl, openConsole, WIDTHS } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';

const JOB = '/corporate-recruitment/talentJobs/getJobById?jobId=100001&mobileNumber=0';

test('a fault set in the page makes the next curl fail; one set by curl shows in the page; each is removed alone', async ({
  page,
  mock,
  baseURL,
}, testInfo) => {
  const inSession = ['-H', `X-Mock-Session: ${mock.session}`];
  await openConsole(page, 'steer');
  const faults = page.getByRole('region', { name: 'Faults' });
  await expect(faults.getByText('No fault in force')).toBeVisible();

  const form = faults.getByRole('form', { name: 'Add a fault' });
  await form.getByLabel('Operation').selectOption('getJobById');
  await form.getByLabel('Status (0: delay only)').fill('503');
  await form.getByLabel('Times (empty: every call)').fill('1');
  await form.getByRole('button', { name: 'Add fault' }).click();
  const inForce = faults.getByRole('list', { name: 'Faults in force' });
  await expect(inForce).toContainText('getJobById answers 503, 1 more call');

  expect((await curl([...inSession, `${baseURL}${JOB}`])).status).toBe(503);
  // Its one call spent, the fault is gone: the page says so without a reload.
  await expect(faults.getByText('No fault in force')).toBeVisible();
  expect((await curl([...inSession, `${baseURL}${JOB}`])).status).toBe(200);

  // Set elsewhere (curl), shown here; removed here, one of two.
  for (const operationId of ['getJobById', 'fetchProgrammaticUserToken']) {
    const added = await curl([
      ...inSession,
      '-X',
      'POST',
      '-H',
      'content-type: application/json',
      '-d',
      JSON.stringify({ operationId, status: 500 }),
      `${baseURL}/__mock/faults`,
    ]);
    expect(added.status).toBe(201);
  }
  await expect(inForce.getByRole('listitem')).toHaveCount(2);
  await faults.getByRole('button', { name: /^Remove fault f\d+ on getJobById$/ }).click();
  await expect(inForce.getByRole('listitem')).toHaveCount(1);
  await expect(inForce).toContainText('fetchProgrammaticUserToken');
  expect((await curl([...inSession, `${baseURL}${JOB}`])).status).toBe(200);

  // A body that is not JSON is refused in the page, naming why.
  await form.getByLabel('Operation').selectOption('searchJobs');
  await form.getByLabel('Body (JSON; empty: an error body)').fill('{oops');
  await form.getByRole('button', { name: 'Add fault' }).click();
  await expect(faults.getByRole('alert')).toContainText('The body is not JSON');

  // Drift on an operation: its next answer breaks the contract, and the calls list says so.
  const drift = page.getByRole('region', { name: 'Drift' });
  await drift.getByLabel('Operation').selectOption('getJobById');
  await drift.getByLabel('Kind').selectOption('drop-required');
  await drift.getByRole('button', { name: 'Set drift' }).click();
  await expect(drift.getByRole('list', { name: 'Drift in force' })).toContainText('getJobById drop-required');
  await curl([...inSession, `${baseURL}${JOB}`]);

  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    await checkView(page, testInfo, `steer-faults-${width.width}`);
  }

  await page.getByRole('tab', { name: 'Calls' }).click();
  const drifted = page.getByRole('row').filter({ hasText: 'Drift: drop-required' });
  await expect(drifted).toContainText('1 violation');
  const faulted = page.getByRole('row').filter({ hasText: /Fault f\d+/ });
  await expect(faulted).toContainText('503');
});

test('scenario, clock, tokens, code mode, a snapshot downloaded and restored by upload, and reset', async ({
  page,
  mock,
  baseURL,
  request,
}, testInfo) => {
  const control = (path: string) => request.get(path, { headers: { 'X-Mock-Session': mock.session } });
  await openConsole(page, 'steer');

  const scenario = page.getByRole('region', { name: 'Scenario' });
  await scenario.getByRole('radio', { name: /kyc-complete/ }).check();
  await scenario.getByRole('button', { name: 'Switch to kyc-complete' }).click();
  await expect(scenario.getByText('Now: kyc-complete')).toBeVisible();
  expect(await (await control('/__mock/scenario')).json()).toMatchObject({ current: 'kyc-complete' });

  const clock = page.getByRole('region', { name: 'Clock and tokens' });
  const before = Date.parse(((await (await control('/__mock/clock')).json()) as { now: string }).now);
  await clock.getByRole('button', { name: '+1 day' }).click();
  await expect
    .poll(async () => Date.parse(((await (await control('/__mock/clock')).json()) as { now: string }).now) - before)
    .toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
  await curl(['-H', `X-Mock-Session: ${mock.session}`, `${baseURL}/api/auth/fetchProgrammaticUserToken`]);
  await clock.getByRole('button', { name: 'Expire every token' }).click();
  await expect(clock.getByText(/[1-9]\d* token\(s\) expired/)).toBeVisible();

  const codes = page.getByRole('region', { name: 'One-time codes' });
  await codes.getByRole('radio', { name: /Random/ }).check();
  await expect
    .poll(async () => ((await (await control('/__mock/otp/codes')).json()) as { mode: string }).mode)
    .toBe('random');

  // The snapshot, downloaded; the world changed; the file uploaded brings it back.
  const snapshot = page.getByRole('region', { name: 'Snapshot' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    snapshot.getByRole('button', { name: 'Download snapshot' }).click(),
  ]);
  const file = testInfo.outputPath('snapshot.json');
  await download.saveAs(file);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'mock-snapshot/1', scenario: 'kyc-complete' });
  await scenario.getByRole('radio', { name: /empty-world/ }).check();
  await scenario.getByRole('button', { name: 'Switch to empty-world' }).click();
  await expect(scenario.getByText('Now: empty-world')).toBeVisible();
  await snapshot.getByLabel('Restore from a file…').setInputFiles(file);
  await expect(snapshot.getByRole('status')).toContainText('Restored: scenario kyc-complete, 5000 jobs');
  await expect(scenario.getByText('Now: kyc-complete')).toBeVisible();
  expect(await (await control('/__mock/otp/codes')).json()).toMatchObject({ mode: 'random' });

  // A file that is not a snapshot is refused, naming why; nothing changes.
  await snapshot.getByLabel('Restore from a file…').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"v0"}'),
  });
  await expect(snapshot.getByRole('alert')).toContainText("format must be 'mock-snapshot/1'");

  // Reset, once confirmed in a dialog.
  const reset = page.getByRole('region', { name: 'Reset' });
  await reset.getByRole('button', { name: /^Reset session/ }).click();
  const question = page.getByRole('dialog', { name: /^Reset session/ });
  await expect(question).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    await checkView(page, testInfo, `steer-reset-${width.width}`);
  }
  await question.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(reset.getByText('is back to the seed')).toBeVisible();
  await expect(scenario.getByText('Now: kyc-complete')).toBeVisible();
  expect(await (await control('/__mock/otp/codes')).json()).toMatchObject({ mode: 'fixed', codes: [] });
});
