import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { finalScreenshot, test } from './support/fixtures.ts';
import { DEMO_MOBILE, DEMO_OTP, chooseLocationIfAsked, openSignIn } from './support/sign-in.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE, PHONE_VIEWPORT as PHONE } from './support/phone.ts';

test.use(ANDROID_PHONE);

/** WCAG 2.5.8: every target at least 24 × 24 px; a medium or large button (the main actions) at least 44 px tall. */
const MIN_TARGET = 24;
const PRIMARY_TARGET = 44;

interface Measured {
  what: string;
  width: number;
  height: number;
  left: number;
  right: number;
}

/**
 * What a user can see and touch on the page: visible interactive elements with their boxes. Skipped: elements
 * visually hidden (a 1 px clip; their label is the target), inert (outside the top modal dialog while one is
 * open, or in an inert subtree), or not rendered.
 */
function measureTargets(page: Page): Promise<(Measured & { primary: boolean })[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [tabindex="0"]';
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const modal = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal')).at(-1);
    return [...document.querySelectorAll(selector)]
      .filter((el) => !el.closest('[inert], .visually-hidden') && el.getClientRects().length > 0)
      .filter((el) => !modal || modal.contains(el))
      .filter((el) => getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const box = el.getBoundingClientRect();
        const primary = el.matches('.btn--md, .btn--lg');
        return { what: describe(el), width: box.width, height: box.height, left: box.left, right: box.right, primary };
      })
      .filter((target) => target.width > 1 && target.height > 1);
  });
}

/** Elements reaching past the viewport's right or left edge, outside a container that scrolls or clips them. */
function measureOverflow(page: Page): Promise<{ scrollWidth: number; wide: Measured[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => !el.closest('.visually-hidden, .skip-link') && el.getClientRects().length > 0)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => (box.right > width + 0.5 || box.left < -0.5) && box.width > 0 && !clipped(el))
      .map(({ el, box }) => ({
        what: `${el.tagName.toLowerCase()}.${String(el.className)}`,
        width: box.width,
        height: box.height,
        left: box.left,
        right: box.right,
      }));
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, wide };
  });
}

/** The screen fits the phone's width and every target is big enough to touch; a screenshot is kept. */
async function expectPhoneFriendly(page: Page, testInfo: TestInfo, name: string) {
  const { scrollWidth, wide } = await measureOverflow(page);
  expect(scrollWidth, `${name}: page scroll width`).toBeLessThanOrEqual(PHONE.width);
  expect(wide, `${name}: elements wider than the viewport`).toEqual([]);
  const targets = await measureTargets(page);
  expect(targets.length, `${name}: targets found`).toBeGreaterThan(0);
  const small = targets
    .filter((t) => t.width < MIN_TARGET - 0.5 || t.height < MIN_TARGET - 0.5)
    .map((t) => `${t.what} ${t.width}×${t.height}`);
  expect(small, `${name}: targets under ${MIN_TARGET} px`).toEqual([]);
  const smallPrimary = targets
    .filter((t) => t.primary && t.height < PRIMARY_TARGET - 0.5)
    .map((t) => `${t.what} ${t.width}×${t.height}`);
  expect(smallPrimary, `${name}: main actions under ${PRIMARY_TARGET} px`).toEqual([]);
  await finalScreenshot(page, testInfo, name);
  return Math.min(...targets.map((t) => Math.min(t.width, t.height)));
}

/** The box of an element as the user sees it on first load, without scrolling. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'element is rendered').not.toBeNull();
  return box!;
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone a visitor sees a whole job card at once, searches, opens details, signs in, applies and visits every account screen', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.pune);
  await page.goto('/');
  await expectJobsNear(page, 'Pune');

  // The whole first card, down to its Apply Now button, is above the fold.
  const first = jobCards(page).first();
  const card = await boxOf(first);
  const apply = await boxOf(first.getByRole('button', { name: 'Apply Now' }));
  expect(card.y).toBeGreaterThanOrEqual(0);
  expect(apply.y + apply.height).toBeLessThanOrEqual(card.y + card.height);
  expect(card.y + card.height, 'first card bottom').toBeLessThanOrEqual(PHONE.height);
  testInfo.annotations.push({ type: 'first card bottom (px)', description: String(card.y + card.height) });
  const smallestHome = await expectPhoneFriendly(page, testInfo, 'home');
  testInfo.annotations.push({ type: 'smallest target on home (px)', description: String(smallestHome) });

  // The compact search: the job title first; Filters opens the city and skills.
  const search = page.getByRole('search', { name: 'Job search' });
  const city = search.getByRole('combobox', { name: 'City' });
  await expect(city).toBeHidden();
  const filters = search.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(city).toBeVisible();
  await expect(search.getByRole('combobox', { name: 'Skills' })).toBeVisible();
  await expectPhoneFriendly(page, testInfo, 'search-filters');
  const designation = search.getByRole('combobox', { name: 'Job title or designation' });
  await designation.fill('cook');
  await search.getByRole('option', { name: 'Cook' }).click();
  await search.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(jobCards(page).first().getByRole('heading')).toHaveText('Cook');
  await filters.click();
  await expect(city).toBeHidden();
  await expectPhoneFriendly(page, testInfo, 'search-results');

  // Job details as a bottom sheet.
  const title = (await jobCards(page).first().getByRole('heading').textContent()) ?? '';
  await jobCards(page).first().getByRole('button', { name: 'Apply Now' }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  await expectPhoneFriendly(page, testInfo, 'job-details');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Sign-in: the keyboard opens on the number; the success is seen before the Location Preference dialog.
  const signInDialog = await openSignIn(page);
  await expect(signInDialog.getByLabel('Mobile Number')).toBeFocused();
  await expectPhoneFriendly(page, testInfo, 'sign-in');
  await signInDialog.getByLabel('Mobile Number').fill(DEMO_MOBILE);
  await signInDialog.getByRole('button', { name: 'Send OTP' }).click();
  await signInDialog.getByLabel('OTP').fill(DEMO_OTP);
  await signInDialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(signInDialog.getByText('OTP Validated Successfully!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Location Preference' })).toHaveCount(0);
  await finalScreenshot(page, testInfo, 'sign-in-success');
  await expect(signInDialog).toBeHidden({ timeout: 5_000 });
  await chooseLocationIfAsked(page);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  // Signing in keeps the search the visitor made (its chip), now around the candidate's chosen place.
  await expect(search.getByRole('list', { name: 'Search filters' })).toHaveText('Cook');
  await expect(page.getByRole('heading', { name: /^Showing Jobs near / })).toBeVisible();

  // Signed in, the first card (with its match line) is still whole above the fold after a fresh load.
  await page.reload();
  await expect(jobCards(page).first()).toBeVisible();
  const signedInCard = await boxOf(jobCards(page).first());
  expect(signedInCard.y + signedInCard.height, 'signed-in first card bottom').toBeLessThanOrEqual(PHONE.height);
  await expectPhoneFriendly(page, testInfo, 'home-signed-in');

  // Apply: the dialog starts on its first field; an error shows above the sticky Cancel/Submit bar.
  const jobTitle = (await jobCards(page).first().getByRole('heading').textContent()) ?? '';
  await jobCards(page).first().getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('dialog', { name: jobTitle }).getByRole('button', { name: 'Apply Now' }).click();
  const applyDialog = page.getByRole('dialog', { name: 'Apply for Job' });
  const fullName = applyDialog.getByRole('textbox', { name: /Full Name/ });
  await expect(fullName).toBeFocused();
  await fullName.fill('');
  await applyDialog.getByRole('button', { name: 'Submit Application' }).click();
  const error = applyDialog.getByRole('alert');
  await expect(error).toHaveText('Please fill in all required fields.');
  await expect(error).toBeInViewport();
  const errorBox = await boxOf(error);
  const actionBar = await boxOf(applyDialog.locator('.dialog__footer'));
  expect(errorBox.y + errorBox.height, 'error above the action bar').toBeLessThanOrEqual(actionBar.y);
  await expectPhoneFriendly(page, testInfo, 'apply-error');
  await applyDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(applyDialog).toBeHidden();

  // The account screens.
  for (const [path, heading] of [
    ['/applications', 'My Applications'],
    ['/referrals', 'My Referrals'],
    ['/earnings', 'My Earnings'],
    ['/profile', 'My Profile'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectPhoneFriendly(page, testInfo, path.slice(1));
  }
});

test('on a phone the GPS notice never covers the first job card, which stays on the first screen', async ({
  page,
}, testInfo) => {
  // Location refused: the notice in the page names the fallback city while the first card is on screen.
  await page.goto('/');
  const notice = page.getByRole('status').filter({ hasText: "We couldn't access precise GPS data." });
  await expect(notice).toBeVisible();
  await expect(jobCards(page).first()).toBeVisible();
  const noticeBox = await boxOf(notice);
  const cardBox = await boxOf(jobCards(page).first());
  expect(overlaps(noticeBox, cardBox), 'notice over the first card').toBe(false);
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(PHONE.height);
  await finalScreenshot(page, testInfo, 'notice');
});
