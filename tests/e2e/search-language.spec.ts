import type { Page, Response } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE } from './support/phone.ts';

test.use(ANDROID_PHONE);

const isJobSearch = (response: Response) =>
  response.url().includes('/positions/searchJobs') && response.request().method() === 'POST';

/** The ids of the jobs the upstream answers to the search `start` sends. */
async function searchedJobIds(page: Page, start: () => Promise<void>): Promise<unknown[]> {
  const answer = page.waitForResponse(isJobSearch);
  await start();
  const body: unknown = await (await answer).json();
  const jobs = Array.isArray(body) ? body : ((body as { data?: unknown[] } | null)?.data ?? []);
  return jobs.map((job) => (job as { id?: unknown }).id);
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
  const englishJobs = await searchedJobIds(page, () => english.getByRole('button', { name: 'Search Jobs' }).tap());
  expect(englishJobs.length).toBeGreaterThan(0);

  // Hindi chosen: the placeholder suggests 'डिलीवरी एग्जीक्यूटिव', and that is what the candidate types.
  await page.evaluate(() => localStorage.setItem('selected_language_code', 'hi'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'पुणे के पास की नौकरियाँ' })).toBeVisible();
  const search = page.getByRole('search', { name: 'नौकरी खोज' });
  const designation = search.getByRole('combobox', { name: 'नौकरी का नाम या पद' });
  await expect(designation).toHaveAttribute('placeholder', 'जैसे डिलीवरी एग्जीक्यूटिव');
  const listbox = search.getByRole('listbox', { name: 'नौकरी का नाम या पद' });
  await designation.tap();
  await designation.pressSequentially('डिलीवरी');
  await expect(listbox.getByRole('option')).toHaveText(['डिलीवरी एग्जीक्यूटिव · Delivery Executive']);
  await expect(search.getByText('कोई मिलता-जुलता पद नहीं')).toBeHidden();
  await page.screenshot({ path: '/tmp/search-hindi-devanagari.png' });
  await expectNoA11yViolations(page, testInfo, { include: '[role="search"]', name: 'hindi-suggestions' });
  await listbox.getByRole('option', { name: 'डिलीवरी एग्जीक्यूटिव · Delivery Executive' }).tap();

  // Hindi typed in Latin letters, as on a phone keyboard without Devanagari.
  await designation.pressSequentially('draivar');
  await expect(listbox.getByRole('option')).toHaveText(['कैब ड्राइवर · Cab Driver', 'ट्रक ड्राइवर · Truck Driver']);
  await page.screenshot({ path: '/tmp/search-hindi-romanised.png' });
  await finalScreenshot(page, testInfo, 'romanised-suggestions');
  await listbox.getByRole('option', { name: 'कैब ड्राइवर · Cab Driver' }).tap();

  const chips = search.getByRole('list', { name: 'खोज फ़िल्टर' });
  // The chips read in Hindi; the search asks for the English names the upstream knows (the same jobs as in English).
  await expect(chips.getByRole('listitem')).toHaveText(['डिलीवरी एग्जीक्यूटिव', 'कैब ड्राइवर']);
  const hindiJobs = await searchedJobIds(page, () => search.getByRole('button', { name: 'नौकरियाँ खोजें' }).tap());
  expect(hindiJobs).toEqual(englishJobs);
  await expect(jobCards(page).first().getByRole('heading')).toHaveText(/^(डिलीवरी एग्जीक्यूटिव|कैब ड्राइवर)$/);
  await finalScreenshot(page, testInfo);
});
