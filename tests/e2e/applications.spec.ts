import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { keepLanguageChoice } from './support/language.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('the demo candidate reviews, filters and opens applications, then follows a notification to the glowing card', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await signIn(page);
  await page.goto('/applications');

  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(page.getByText('Track and manage all your job applications in one place')).toBeVisible();
  const activeTab = page.getByRole('tab', { name: /^Active Applications \(\d+\)$/ });
  await expect(activeTab).toHaveAttribute('aria-selected', 'true');
  const summary = page.getByRole('list', { name: 'Summary' });
  for (const tile of ['Submitted', 'Shortlisted', 'Rejected', 'Interviews'])
    await expect(summary.getByText(tile, { exact: true })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(5);
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'applications' });
  await finalScreenshot(page, testInfo, 'applications-1280');

  await page.getByRole('tab', { name: /^Closed Applications/ }).click();
  await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'applications-panel-closed');
  await expect(cards.first().locator('.application-status')).toHaveText(
    /Rejected|Withdrawn|No Show|Not Joined|Completed|Hired|Position Closed/,
  );
  await page.getByRole('tab', { name: /^Active Applications/ }).click();

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('radio', { name: 'Shortlisted' }).check();
  await expect(activeTab).toHaveText('Active Applications (2)');
  await expect(cards.locator('.application-status')).toHaveText(['Shortlisted', 'Shortlisted']);
  await filters.getByRole('radio', { name: 'All' }).first().check();
  await filters.getByRole('radio', { name: 'Last 7 days' }).check();
  await expect(cards.first()).toBeVisible();
  await filters.getByRole('radio', { name: 'All' }).nth(1).check();

  const first = cards.first();
  const jobName = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: jobName });
  await expect(details.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'details' });
  await details.getByRole('button', { name: 'Close' }).click();

  await first.getByRole('button', { name: 'View Timeline' }).click();
  const timeline = page.getByRole('dialog', { name: 'Application Timeline' });
  await expect(timeline.getByText('Applied', { exact: true })).toBeVisible();
  await finalScreenshot(page, testInfo, 'timeline-1280');
  await timeline.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await panel
    .getByRole('button', { name: /Application/ })
    .first()
    .click();
  await expect(page.locator('.application-card--glow')).toBeVisible();
  await expect(page.locator('.application-card--glow')).toBeInViewport();
  await finalScreenshot(page, testInfo, 'highlight-1280');
  await expect(page).toHaveURL(/\/applications$/, { timeout: 6_000 });
  await expect(page.locator('.application-card--glow')).toHaveCount(0);
});

test('on a phone the list stacks without the side panels, and a failed load offers Try Again', async ({
  page,
  mock,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await signIn(page);
  await mock.addFault({ operationId: 'fetchCandidateApplications', status: 500, times: 1 });
  await page.goto('/applications');

  await expect(page.getByRole('heading', { name: 'Error Loading Applications' })).toBeVisible();
  await expect(page.getByText('Failed to load applications. Please try again.')).toBeVisible();
  await finalScreenshot(page, testInfo, 'error-390');
  await page.getByRole('button', { name: 'Try Again' }).click();

  await expect(page.getByRole('tab', { name: /^Active Applications/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeHidden();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'applications-phone' });
  await finalScreenshot(page, testInfo, 'applications-390');
});

test('on a phone in Hindi, an application whose details were opened is marked recently viewed, also after a reload', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await signIn(page);
  await keepLanguageChoice(page, 'hi');
  await page.goto('/applications');
  const first = page.getByRole('tabpanel').getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(page.getByText('हाल ही में देखा गया')).toHaveCount(0);
  await first.getByRole('button', { name: 'विवरण देखें' }).click();
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(first.getByText('हाल ही में देखा गया')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('article').first().getByText('हाल ही में देखा गया')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'recently-viewed-hi-390' });
  await finalScreenshot(page, testInfo, 'recently-viewed-hi-390');
});

test('a timeline comes from the server, is built from the status when the server kept none, and falls back when its call fails', async ({
  page,
  mock,
}, testInfo) => {
  await page.goto('/');
  await signIn(page);
  await page.goto('/applications');
  const cards = page.getByRole('tabpanel').getByRole('article');
  const timeline = page.getByRole('dialog', { name: 'Application Timeline' });

  // The server's timeline: a shortlisted application shows the step the recruiter took.
  await cards
    .filter({ has: page.locator('.application-status', { hasText: /^Shortlisted$/ }) })
    .first()
    .getByRole('button', { name: 'View Timeline' })
    .click();
  await expect(timeline.getByText('Shortlisted', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Unable to load latest timeline. Showing available information.')).toHaveCount(0);
  await timeline.getByRole('button', { name: 'Close' }).click();

  // No server timeline: one is built from the current status, with the steps still to come.
  await cards
    .filter({ has: page.locator('.application-status', { hasText: /^Not Applied Yet$/ }) })
    .first()
    .getByRole('button', { name: 'View Timeline' })
    .click();
  await expect(timeline.getByText('Final Decision')).toBeVisible();
  await timeline.getByRole('button', { name: 'Close' }).click();

  // The call fails: the local timeline, with the notice.
  await mock.addFault({ operationId: 'fetchApplicationTimeline', status: 500, times: 1 });
  await cards
    .filter({ has: page.locator('.application-status', { hasText: /^Submitted$/ }) })
    .first()
    .getByRole('button', { name: 'View Timeline' })
    .click();
  await expect(timeline.getByText('Unable to load latest timeline. Showing available information.')).toBeVisible();
  await expect(timeline.getByText('Applied', { exact: true })).toBeVisible();
  await finalScreenshot(page, testInfo, 'timeline-fallback-1280');
});

test('a visitor opening /applications is asked to sign in', async ({ page }) => {
  await page.goto('/applications');
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications', includeHidden: true })).toBeAttached();
});
