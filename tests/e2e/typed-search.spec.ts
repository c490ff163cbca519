import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { DEVANAGARI, reloadInLanguage } from './support/language.ts';

test.use(ANDROID_PHONE);

/** How many job searches the page has sent so far. */
function countSearches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/positions/searchJobs') && request.method() === 'POST') count += 1;
  });
  return () => count;
}

const cardTitles = (page: Page) => jobCards(page).getByRole('heading').allTextContents();

test('a candidate types a job title and taps Search Jobs: it searches for the titles it stands for, or says nothing matches and leaves the list', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.pune);
  const searches = countSearches(page);
  await page.goto('/');
  await expectJobsNear(page, 'Pune');
  const search = page.getByRole('search', { name: 'Job search' });
  const title = search.getByRole('combobox', { name: 'Job title or designation' });

  // What a candidate calls the job, not the catalogue's name, read word by word; the keyboard's Go (Enter) searches.
  await title.tap();
  await title.pressSequentially('delivery boy');
  const before = searches();
  await title.press('Enter');
  await expect(search.getByText('Showing jobs for Delivery Executive')).toBeVisible();
  await expect.poll(searches).toBe(before + 1);
  await expect(search.getByRole('list', { name: 'Search filters' })).toHaveText('Delivery Executive');
  await expect(title).toHaveValue('');
  await expect.poll(() => cardTitles(page)).toEqual(expect.arrayContaining(['Delivery Executive']));
  expect(new Set(await cardTitles(page))).toEqual(new Set(['Delivery Executive']));
  await expectNoA11yViolations(page, testInfo, { include: '[role="search"]', name: 'searched-for' });
  await finalScreenshot(page, testInfo, 'searched-for');

  // A title nothing stands for: said, with the nearest; no search, the list as it was.
  const shown = await cardTitles(page);
  await title.tap();
  await title.pressSequentially('Astronaut');
  // 'No matching designations' shows over the button, and the tap reaches the button.
  await expect(search.getByText('No matching designations')).toBeVisible();
  await search.getByRole('button', { name: 'Search Jobs' }).tap();
  const alert = search.getByRole('alert');
  await expect(alert).toContainText('No job title matches “Astronaut”. The jobs shown have not changed.');
  expect(searches()).toBe(before + 1);
  expect(await cardTitles(page)).toEqual(shown);
  await expect(title).toHaveValue('Astronaut');
  const nearest = alert.getByRole('button');
  await expect(nearest).toHaveCount(3);
  await expectNoA11yViolations(page, testInfo, { include: '[role="search"]', name: 'no-match' });
  await finalScreenshot(page, testInfo, 'no-match');

  // One of the nearest, tapped, is searched for.
  const chosen = (await nearest.first().textContent())!;
  await nearest.first().tap();
  await expect(search.getByText(`Showing jobs for ${chosen}`)).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect.poll(searches).toBe(before + 2);
});

test('a candidate in Hindi types a job title in Devanagari and presses Enter: the jobs for it, said in Hindi; nothing matching, said in Hindi', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.pune);
  const searches = countSearches(page);
  await page.goto('/');
  await expectJobsNear(page, 'Pune');
  await reloadInLanguage(page, 'hi');
  await expect(page.getByRole('heading', { name: 'पुणे के पास की नौकरियाँ' })).toBeVisible();
  const search = page.getByRole('search', { name: 'नौकरी खोज' });
  const title = search.getByRole('combobox', { name: 'नौकरी का नाम या पद' });

  await title.tap();
  await title.pressSequentially('ड्राइवर');
  const before = searches();
  await title.press('Enter');
  await expect(
    search.getByText(/^(कैब ड्राइवर, ट्रक ड्राइवर|ट्रक ड्राइवर, कैब ड्राइवर) की नौकरियाँ दिखाई जा रही हैं$/),
  ).toBeVisible();
  await expect.poll(searches).toBe(before + 1);
  // The chips read in Hindi; the upstream was asked for the English titles.
  await expect(search.getByRole('list', { name: 'खोज फ़िल्टर' }).getByRole('listitem')).toHaveText([
    /ड्राइवर$/,
    /ड्राइवर$/,
  ]);
  await expect.poll(async () => (await cardTitles(page)).every((name) => /ड्राइवर$/.test(name))).toBe(true);
  await expectNoA11yViolations(page, testInfo, { include: '[role="search"]', name: 'searched-for-hindi' });
  await finalScreenshot(page, testInfo, 'searched-for-hindi');

  const shown = await cardTitles(page);
  await title.tap();
  await title.pressSequentially('अंतरिक्ष यात्री');
  await search.getByRole('button', { name: 'नौकरियाँ खोजें' }).tap();
  const alert = search.getByRole('alert');
  await expect(alert).toContainText('“अंतरिक्ष यात्री” से कोई नौकरी का पद मेल नहीं खाता। दिखाई गई नौकरियाँ नहीं बदलीं।');
  await expect(alert).toContainText('क्या आपका मतलब था:');
  // The nearest are offered by their Hindi names.
  for (const name of await alert.getByRole('button').allTextContents()) expect(name).toMatch(DEVANAGARI);
  expect(searches()).toBe(before + 1);
  expect(await cardTitles(page)).toEqual(shown);
  await expectNoA11yViolations(page, testInfo, { include: '[role="search"]', name: 'no-match-hindi' });
  await finalScreenshot(page, testInfo, 'no-match-hindi');
});

test('a candidate in Hindi adds a skill typed in Devanagari on My Profile, and the saved chips read in Hindi', async ({
  page,
  context,
}, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto('/');
  await signIn(page);
  await page.goto('/profile');
  await reloadInLanguage(page, 'hi');
  const skills = page.getByRole('region', { name: 'कौशल', exact: true });
  await skills.getByRole('button', { name: '+ कौशल जोड़ें' }).tap();
  const dialog = page.getByRole('dialog', { name: 'कौशल जोड़ें' });
  const search = dialog.getByRole('searchbox', { name: 'कौशल खोजें' });
  // The placeholder's own example.
  await expect(search).toHaveAttribute('placeholder', 'जैसे सेल्स, एक्सेल, ड्राइविंग');
  await search.tap();
  await search.pressSequentially('ड्राइविंग');
  const twoWheeler = dialog.getByRole('checkbox', { name: 'दोपहिया वाहन चलाना Two-Wheeler Driving' });
  await expect(twoWheeler).toBeVisible();
  await twoWheeler.tap();
  await expect(dialog.getByRole('list', { name: 'चुने गए कौशल' })).toContainText('दोपहिया वाहन चलाना');
  await expectNoA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'add-skills-hindi' });
  await finalScreenshot(page, testInfo, 'add-skills-hindi');
  await dialog.getByRole('button', { name: 'कौशल सेव करें' }).tap();
  await expect(dialog).toBeHidden();
  const chips = skills.getByRole('list', { name: 'आपके कौशल' });
  await expect(chips.getByText('दोपहिया वाहन चलाना', { exact: true })).toBeVisible();
  await expect(chips.getByText('Two-Wheeler Driving', { exact: true })).toHaveCount(0);
  await chips.scrollIntoViewIfNeeded();
  await finalScreenshot(page, testInfo, 'skills-hindi');
});
