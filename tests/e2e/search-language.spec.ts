import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { reloadInLanguage } from './support/language.ts';

test.use(ANDROID_PHONE);

/**
 * The jobs shown once every card's title is one of `titles` (by their employers, in order): the same search in two
 * languages shows the same jobs. Read from the page: a search the query cache already holds sends no request.
 */
async function shownJobs(page: Page, titles: RegExp): Promise<string[]> {
  await expect
    .poll(async () => {
      const shown = await jobCards(page).getByRole('heading').allTextContents();
      return shown.length > 0 && shown.every((title) => titles.test(title));
    })
    .toBe(true);
  return jobCards(page).locator('.job-card__company').allTextContents();
}

test('a candidate in Hindi finds jobs by typing job titles in Devanagari and in Latin letters', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.pune);

  // The same search in English: what the upstream knows.
  await page.goto('/');
  await expectJobsNear(page, 'Pune');
  const english = page.getByRole('search', { name: 'Job search' });
  const title = english.getByRole('combobox', { name: 'Job title or designation' });
  await title.tap();
  await title.pressSequentially('Delivery');
  await english.getByRole('option', { name: 'Delivery Executive' }).tap();
  await title.pressSequentially('Cab');
  await english.getByRole('option', { name: 'Cab Driver' }).tap();
  await english.getByRole('button', { name: 'Search Jobs' }).tap();
  const englishJobs = await shownJobs(page, /^(Delivery Executive|Cab Driver)$/);
  expect(englishJobs.length).toBeGreaterThan(0);

  // Hindi chosen: the placeholder suggests 'डिलीवरी एग्जीक्यूटिव', and that is what the candidate types.
  await reloadInLanguage(page, 'hi');
  await expect(page.getByRole('heading', { name: 'पुणे के पास की नौकरियाँ' })).toBeVisible();
  const search = page.getByRole('search', { name: 'नौकरी खोज' });
  const designation = search.getByRole('combobox', { name: 'नौकरी का नाम या पद' });
  await expect(designation).toHaveAttribute('placeholder', 'जैसे डिलीवरी एग्जीक्यूटिव');
  const listbox = search.getByRole('listbox', { name: 'नौकरी का नाम या पद' });
  await designation.tap();
  await designation.pressSequentially('डिलीवरी');
  await expect(listbox.getByRole('option')).toHaveText(['डिलीवरी एग्जीक्यूटिव · Delivery Executive']);
  await expect(search.getByText('कोई मिलता-जुलता पद नहीं')).toBeHidden();
  await finalScreenshot(page, testInfo, 'search-hindi-devanagari');
  await expectNoA11yViolations(page, testInfo, { include: '[role="search"]', name: 'hindi-suggestions' });
  await listbox.getByRole('option', { name: 'डिलीवरी एग्जीक्यूटिव · Delivery Executive' }).tap();

  // Hindi typed in Latin letters, as on a phone keyboard without Devanagari.
  await designation.pressSequentially('draivar');
  await expect(listbox.getByRole('option')).toHaveText(['कैब ड्राइवर · Cab Driver', 'ट्रक ड्राइवर · Truck Driver']);
  await finalScreenshot(page, testInfo, 'romanised-suggestions');
  await listbox.getByRole('option', { name: 'कैब ड्राइवर · Cab Driver' }).tap();

  const chips = search.getByRole('list', { name: 'खोज फ़िल्टर' });
  // The chips read in Hindi; the search asks for the English names the upstream knows (the same jobs as in English).
  await expect(chips.getByRole('listitem')).toHaveText(['डिलीवरी एग्जीक्यूटिव', 'कैब ड्राइवर']);
  await search.getByRole('button', { name: 'नौकरियाँ खोजें' }).tap();
  expect(await shownJobs(page, /^(डिलीवरी एग्जीक्यूटिव|कैब ड्राइवर)$/)).toEqual(englishJobs);
  await finalScreenshot(page, testInfo);
});
