import type { Locator } from '@playwright/test';
import { DEMO_LINKS } from '#mock/seed/seed-links.ts';
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';

const texts = async (items: Locator) => (await items.allTextContents()).map((text) => text.trim().toLowerCase()).sort();

for (const width of [390, 1280] as const) {
  test(`at ${width} px, a visitor following a short job link lands home with its details open, matching its card`, async ({
    page,
    context,
    mock,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await allowLocation(context, PLACES.bengaluru);
    await page.goto(`/${DEMO_LINKS.applyForJob}`);
    await expect(page).toHaveURL(/\/$/);
    const details = page.getByRole('dialog');
    await expect(details.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(details.getByText('Loading job details…')).toBeHidden();
    const asked = (await mock.requests()).filter((entry) => entry.operationId === 'getJobById');
    expect(asked).toHaveLength(1);

    const title = (await details.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
    const location = (await details.locator('.job-details__facts dd').nth(0).textContent())?.trim() ?? '';
    const salary = (await details.locator('.job-details__facts dd').nth(1).textContent())?.trim() ?? '';
    const facts = await texts(details.getByRole('list', { name: 'Job facts' }).getByRole('listitem'));
    const skills = await texts(details.locator('.job-details__skills li'));
    await finalScreenshot(page, testInfo, `link-details-${width}`);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();

    const card = jobCards(page)
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .filter({ hasText: location })
      .first();
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    expect((await card.locator('.job-card__facts dd').nth(1).textContent())?.trim()).toBe(salary);
    expect(facts).toContain(((await card.locator('.job-card__type').textContent()) ?? '').trim().toLowerCase());
    expect(skills).toEqual(await texts(card.locator('.job-card__skill')));
    expect(skills.length).toBeGreaterThan(0);
    await finalScreenshot(page, testInfo, `card-${width}`);
  });
}
