import profileHi from '#web/locales/hi/profile.json' with { type: 'json' };
import profileEn from '#web/locales/en/profile.json' with { type: 'json' };
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { ANDROID_PHONE, PHONE_VIEWPORT as PHONE } from './support/phone.ts';

test.use(ANDROID_PHONE);

const SECTION_KEYS = ['section.personal', 'section.resume', 'section.skills', 'section.kyc', 'signOut.action'] as const;

for (const [language, texts] of [
  ['en', profileEn],
  ['hi', profileHi],
] as const) {
  test(`on a phone in ${language}, the Profile section menu shows every section and Sign Out inside the screen`, async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await signIn(page);
    await page.evaluate(([key, code]) => localStorage.setItem(key, code), [LOCAL_KEYS.language, language] as const);
    await page.goto('/profile');
    const menu = page.getByRole('navigation', { name: texts['menu.label'] });
    await expect(menu).toBeVisible();
    for (const key of SECTION_KEYS) {
      const item = menu.getByRole('button', { name: texts[key] });
      await expect(item).toBeInViewport({ ratio: 1 });
      const box = (await item.boundingBox())!;
      expect(box.x, `${texts[key]} starts inside the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${texts[key]} ends inside the screen`).toBeLessThanOrEqual(PHONE.width);
      expect(box.height, `${texts[key]} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    await expectNoSeriousA11yViolations(page, testInfo, {
      include: '.profile__menu',
      name: `profile-menu-${language}`,
    });
    await finalScreenshot(page, testInfo);
  });
}
