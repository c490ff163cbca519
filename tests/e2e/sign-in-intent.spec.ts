import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { finalScreenshot, test } from './support/fixtures.ts';
import { chooseLocationIfAsked, DEMO_MOBILE, DEMO_OTP } from './support/sign-in.ts';
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { startInLanguage } from './support/language.ts';

test.use(ANDROID_PHONE);

type Language = 'en' | 'hi';

/** The catalogue text of a key, in a language, as the client shows it ({{placeholders}} filled). */
function text(language: Language, namespace: string, key: string, values: Record<string, string> = {}): string {
  const catalogue = JSON.parse(
    readFileSync(new URL(`../../web/src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const found = catalogue[key];
  if (found === undefined) throw new Error(`${language}/${namespace}.json has no ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Opens the page in a language (chosen before, as a returning visitor's browser keeps it). */
async function openIn(page: Page, language: Language, path = '/') {
  await startInLanguage(page, language);
  await page.goto(path);
}

/** Searches Jaipur from the compact phone search (Filters opens the city field). */
async function searchJaipur(page: Page, language: Language) {
  const search = page.getByRole('search', { name: text(language, 'search', 'form') });
  await search.getByRole('button', { name: text(language, 'search', 'action.filters') }).click();
  await search.getByRole('combobox', { name: text(language, 'search', 'city.label') }).fill('Jaipur');
  await search.getByRole('option', { name: 'Jaipur, Rajasthan' }).click();
  // The chosen city's chip reads in the chosen language, as the heading does.
  const city = language === 'hi' ? text('hi', 'cityNames', 'Jaipur') : 'Jaipur';
  await expect(search.getByRole('list', { name: text(language, 'search', 'filters') })).toContainText(city);
  await search.getByRole('button', { name: text(language, 'search', 'action.search') }).click();
  await expect(page.getByRole('heading', { name: text(language, 'jobs', 'list.headingNear', { city }) })).toBeVisible();
  await expect(jobCards(page).first()).toBeVisible();
  return city;
}

/** Signs the demo candidate in through the open dialog, then answers Location Preference with the current location. */
async function signInThroughDialog(page: Page, language: Language) {
  const dialog = page.getByRole('dialog', { name: text(language, 'common', 'nav.signIn') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text(language, 'auth', 'mobile.label')).fill(DEMO_MOBILE);
  await dialog.getByRole('button', { name: text(language, 'auth', 'mobile.send') }).click();
  await dialog.getByLabel(text(language, 'ui', 'codeStep.otpLabel'), { exact: true }).fill(DEMO_OTP);
  await dialog.getByRole('button', { name: text(language, 'ui', 'codeStep.verify') }).click();
  await expect(dialog.getByText(text(language, 'auth', 'success.title'))).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
}

async function chooseCurrentLocation(page: Page, language: Language) {
  const preference = page.getByRole('dialog', { name: text(language, 'location', 'title') });
  await expect(preference).toBeVisible();
  await preference.getByRole('button', { name: new RegExp(`^${text(language, 'location', 'current.title')}`) }).click();
  await expect(preference).toBeHidden();
}

for (const language of ['en', 'hi'] as const) {
  test(`[${language}] a visitor's Apply Now survives sign-in and Location Preference: the job's apply dialog opens over the search`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await openIn(page, language);
    const city = await searchJaipur(page, language);
    const card = jobCards(page).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: text(language, 'jobs', 'action.applyNow') }).click();
    const details = page.getByRole('dialog', { name: title });
    await details.getByRole('button', { name: text(language, 'jobs', 'action.applyNow') }).click();

    await signInThroughDialog(page, language);
    await chooseCurrentLocation(page, language);

    const apply = page.getByRole('dialog', { name: text(language, 'applyForJob', 'title') });
    await expect(apply).toBeVisible();
    await expect(apply).toContainText(title);
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // Behind it, the list is the visitor's search: the heading, the city chip and the same job on top.
    await expect(
      page.getByRole('heading', { name: text(language, 'jobs', 'list.headingNear', { city }), includeHidden: true }),
    ).toBeAttached();
    const chips = page.getByRole('list', { name: text(language, 'search', 'filters'), includeHidden: true });
    await expect(chips.getByText(city, { exact: true })).toBeAttached();
    await expect(jobCards(page).first().getByRole('heading', { includeHidden: true })).toHaveText(title);
    await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: `resumed-apply-${language}` });
    await finalScreenshot(page, testInfo, `resumed-apply-${language}`);
  });

  test(`[${language}] a visitor's Refer & Earn survives sign-in: the job's refer dialog opens over the search`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await openIn(page, language);
    const city = await searchJaipur(page, language);
    const card = jobCards(page).nth(1);
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: text(language, 'jobs', 'action.referAndEarn') }).click();

    await signInThroughDialog(page, language);
    await chooseCurrentLocation(page, language);

    const refer = page.getByRole('dialog', { name: text(language, 'referCandidate', 'modal.title') });
    await expect(refer).toBeVisible();
    await expect(refer).toContainText(title);
    await expect(
      page.getByRole('heading', { name: text(language, 'jobs', 'list.headingNear', { city }), includeHidden: true }),
    ).toBeAttached();
    await finalScreenshot(page, testInfo, `resumed-refer-${language}`);
  });
}

test('a visitor opening /applications is asked to sign in and lands on My Applications, not home', async ({
  page,
}, testInfo) => {
  await page.goto('/applications');
  await signInThroughDialog(page, 'en');
  // The dialog closed at 2 s, past the 1.5 s redirect: the candidate is on My Applications, not home.
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Active Applications \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Location Preference' })).toHaveCount(0);
  await finalScreenshot(page, testInfo, 'applications-after-sign-in');
});

test("a visitor tapping My Applications in the menu lands there after sign-in; the header's Sign In still goes home", async ({
  page,
  context,
}) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'My Applications' }).click();
  await signInThroughDialog(page, 'en');
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();

  // Signed out, a plain sign-in from the header goes home 1.5 s after the code, as the spec says.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
  await signInThroughDialog(page, 'en');
  await expect(page).toHaveURL(/\/$/);
  await chooseLocationIfAsked(page);
  await expect(page.getByRole('heading', { name: /^Showing Jobs near/ })).toBeVisible();
});
