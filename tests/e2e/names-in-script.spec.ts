import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { ANDROID_PHONE } from './support/phone.ts';

test.use(ANDROID_PHONE);

const TEXTS = {
  en: {
    card: 'Refer a Candidate',
    name: 'Candidate Name',
    mobile: 'Mobile Number',
    refer: 'Refer Now',
    sentAs: 'Will be sent in English letters as “Ramesh Kumar”',
    leftOut: 'Names take letters and spaces only: “9” left out.',
  },
  hi: {
    card: 'किसी उम्मीदवार को रेफ़र करें',
    name: 'उम्मीदवार का नाम',
    mobile: 'मोबाइल नंबर',
    refer: 'अभी रेफ़र करें',
    sentAs: 'अंग्रेज़ी अक्षरों में “Ramesh Kumar” के रूप में भेजा जाएगा',
    leftOut: 'नाम में केवल अक्षर और स्पेस होते हैं: “9” हटाया गया।',
  },
} as const;

for (const language of ['en', 'hi'] as const) {
  test(`a name typed in Devanagari is kept, shown in Latin letters and sent so (${language})`, async ({
    page,
  }, testInfo) => {
    const t = TEXTS[language];
    await page.goto('/');
    await signIn(page);
    if (language === 'hi')
      await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
    const card = page.getByRole('region', { name: t.card });
    await card.scrollIntoViewIfNeeded();
    const name = card.getByRole('textbox', { name: t.name });
    await name.tap();
    await name.pressSequentially('रमेश9 कुमार');
    await expect(name).toHaveValue('रमेश कुमार');
    // The digit typed last but one is said to be left out until the next letter; then the Latin form shows.
    await expect(card.getByRole('status')).toHaveText(t.sentAs);
    await name.press('9');
    await expect(card.getByRole('status')).toHaveText(t.leftOut);
    await name.press(' ');
    await expect(card.getByRole('status')).toHaveText(t.sentAs);
    await expectNoSeriousA11yViolations(page, testInfo, { include: '.refer-card', name: `name-${language}` });
    await card.screenshot({ path: testInfo.outputPath(`card-${language}.png`) });

    await card.getByRole('textbox', { name: t.mobile }).fill('7000111555');
    await card.getByRole('button', { name: t.refer }).tap();
    await expect(name).toHaveValue('');
    // The upstream received the Latin form: My Referrals lists the candidate by it.
    await page.goto('/referrals');
    await expect(page.getByText('Ramesh Kumar').first()).toBeVisible();
    await finalScreenshot(page, testInfo);
  });
}
