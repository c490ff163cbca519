import { checkView, openConsole, WIDTHS } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';

test('the sessions with their age, calls and memory; one started, viewed, and ended', async ({
  page,
  mock,
}, testInfo) => {
  await openConsole(page, 'sessions');
  const table = page.getByRole('table', { name: 'Sessions, most recently used first' });
  await expect(table.getByRole('row', { name: /Default world/ })).toBeVisible();
  const journey = table.getByRole('row').filter({ hasText: mock.session });
  await expect(journey.getByRole('button', { name: `In view: session ${mock.session}` })).toBeDisabled();

  const id = `console-${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'Start a session' });
  await form.getByLabel('Id (empty: the mock makes one)').fill(id);
  await form.getByLabel('Scenario').selectOption('new-candidate');
  await form.getByRole('button', { name: 'Start and view it' }).click();
  await expect(page.getByLabel('World', { exact: true }).first()).toHaveValue(id);
  const started = table.getByRole('row').filter({ hasText: id });
  await expect(started).toContainText('new-candidate');
  await expect(started).toContainText('just now');

  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    await checkView(page, testInfo, `sessions-${width.width}`);
  }

  // Another world in view scopes every view: its scenario shows in Steer.
  await page.getByRole('tab', { name: 'Steer' }).click();
  await expect(page.getByText('Now: new-candidate')).toBeVisible();
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await started.getByRole('button', { name: `End session ${id}` }).click();
  await expect(started).toHaveCount(0);
  await expect(page.getByLabel('World', { exact: true }).first()).toHaveValue('');
});
