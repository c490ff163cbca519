import enSearch from '#web/locales/en/search.json' with { type: 'json' };
import hiSearch from '#web/locales/hi/search.json' with { type: 'json' };
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { startInLanguage } from './support/language.ts';

// The city field's two rarer texts on a phone, reached through the mock's seeded places (docs/MOCK-MODES.md):
// 'noida' has more matches than the 50 shown, and Unmapped Colony's place details carry no coordinates.
test.use(ANDROID_PHONE);

const TEXTS = { en: enSearch, hi: hiSearch } as const;

for (const language of ['en', 'hi'] as const) {
  const t = TEXTS[language];
  test(`${language}: the city field says it shows the first 50 results, and that a place has no coordinates`, async ({
    page,
    context,
  }, testInfo) => {
    await allowLocation(context, PLACES.pune);
    await startInLanguage(page, language);
    await page.goto('/');
    await expect(jobCards(page).first()).toBeVisible();
    const search = page.getByRole('search', { name: t.form });
    await search.getByRole('button', { name: t['action.filters'] }).tap();
    const city = search.getByRole('combobox', { name: t['city.label'] });

    await city.tap();
    await city.pressSequentially('noida');
    const tooMany = t['city.tooMany'].replace('{{max}}', '50');
    await expect(search.getByText(tooMany)).toBeVisible();
    await expect(search.getByRole('option')).toHaveCount(50);
    await expectNoA11yViolations(page, testInfo, { include: 'form[role="search"]', name: `too-many-${language}` });
    await finalScreenshot(page, testInfo, `too-many-${language}`);

    await city.fill('');
    await city.pressSequentially('unmapped');
    await search.getByRole('option', { name: /Unmapped Colony/ }).tap();
    const noCoordinates = page.getByRole('status').filter({ hasText: t['city.noPlaceCoordinates'] });
    await expect(noCoordinates).toBeVisible();
    // No city was added: no chips.
    await expect(search.getByRole('list', { name: t.filters })).toHaveCount(0);
    await expectNoA11yViolations(page, testInfo, { name: `no-coordinates-${language}` });
    await finalScreenshot(page, testInfo, `no-coordinates-${language}`);
  });
}
