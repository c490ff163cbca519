import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE, PHONE_VIEWPORT as PHONE } from './support/phone.ts';

test.use(ANDROID_PHONE);

test('on a phone, job and application details are bottom sheets whose long text scrolls by keyboard', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto('/');
  await expectJobsNear(page, 'Bengaluru');

  const card = jobCards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const cardApply = card.getByRole('button', { name: 'Apply Now' });
  await cardApply.tap();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByRole('heading', { name: 'Skills Required' })).toBeVisible();

  // A bottom sheet: the full width, on the bottom edge, the page dimmed above it.
  const sheet = (await details.boundingBox())!;
  expect(sheet.x).toBe(0);
  expect(sheet.width).toBe(PHONE.width);
  expect(sheet.y + sheet.height).toBeCloseTo(PHONE.height, 0);
  expect(sheet.y).toBeGreaterThan(0);

  // Longer than the screen, its body is the next stop after the close button, and keys scroll it.
  const body = details.getByRole('region', { name: 'Scrollable content' });
  await expect(details.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(body).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'job-details' });
  await finalScreenshot(page, testInfo, 'job-details');

  // A tap on the dimmed page above the sheet closes it; the focus is back on the card's Apply Now.
  await page.touchscreen.tap(PHONE.width / 2, sheet.y / 2);
  await expect(details).toBeHidden();
  await expect(cardApply).toBeFocused();

  // Signed in, an application's details: the same sheet, its long body a named region.
  await signIn(page);
  await page.goto('/applications');
  const application = page.getByRole('tabpanel').getByRole('article').first();
  const jobName = (await application.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await application.getByRole('button', { name: 'View Details' }).tap();
  const applicationDetails = page.getByRole('dialog', { name: jobName });
  await expect(applicationDetails.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  await expect(applicationDetails.getByRole('region', { name: 'Scrollable content' })).toHaveAttribute('tabindex', '0');
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'application-details' });
  await finalScreenshot(page, testInfo);
});
