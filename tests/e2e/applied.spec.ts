import type { Locator, Page } from '@playwright/test';
import { DEMO_LINKS } from '#mock/seed/seed-links.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { chooseLocationIfAsked, signIn } from './support/sign-in.ts';
import { allowLocation, jobCards, PLACES } from './home-helpers.ts';
import { ANDROID_PHONE } from './support/phone.ts';
import { reloadInLanguage } from './support/language.ts';

test.use(ANDROID_PHONE);

/** 'Applied on 28 Nov 2026', the date as en-IN writes it. */
const APPLIED_ON = /^Applied on \d{1,2} [A-Z][a-z]{2,3} \d{4}$/;

const cardTitled = (page: Page, title: string): Locator =>
  jobCards(page)
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();

test("after applying, the job's card, its details and its shared link say 'Applied on …' instead of Apply Now, after a reload too, in English and Hindi", async ({
  page,
  context,
  mock,
}, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto('/');
  await signIn(page);

  // The shared link's job, opened signed in: Apply Now, then the apply dialog.
  await page.goto(`/${DEMO_LINKS.applyForJob}`);
  await expect(page).toHaveURL(/\/$/);
  const details = page.getByRole('dialog');
  await expect(details.getByText('Loading job details…')).toBeHidden();
  const title = ((await details.getByRole('heading', { level: 2 }).first().textContent()) ?? '').trim();
  await details.getByRole('button', { name: 'Apply Now' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply for Job' });
  await expect(apply).toBeVisible();
  const fullName = apply.getByRole('textbox', { name: /Full Name/ });
  await expect(fullName).toBeEditable();
  if ((await fullName.inputValue()) === '') await fullName.fill('Priya Sharma');
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply).toBeHidden({ timeout: 15_000 });
  expect((await mock.requests()).filter((entry) => entry.operationId === 'applyForJob')).toHaveLength(1);

  // Its card says so at once, where Apply Now was; Refer & Earn stays, and View Details opens the details.
  const card = cardTitled(page, title);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(APPLIED_ON)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Refer & Earn' })).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  const cardDetails = page.getByRole('dialog', { name: title });
  await expect(cardDetails.getByText(APPLIED_ON)).toBeVisible();
  await expect(cardDetails.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expect(cardDetails.getByRole('button', { name: 'Refer Someone' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'applied-details' });
  await cardDetails.getByRole('button', { name: 'Close' }).first().click();

  // After a reload, from the candidate's applications.
  await page.reload();
  await chooseLocationIfAsked(page);
  await cardTitled(page, title).scrollIntoViewIfNeeded();
  await expect(cardTitled(page, title).getByText(APPLIED_ON)).toBeVisible();
  await expect(cardTitled(page, title).getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, { include: '.job-card__applied', name: 'applied-card' });

  // The shared link again: its details say so too.
  await page.goto(`/${DEMO_LINKS.applyForJob}`);
  const linked = page.getByRole('dialog', { name: title });
  await expect(linked.getByText(/^Applied( on .+)?$/)).toBeVisible();
  await expect(linked.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expect(linked.getByRole('button', { name: 'Refer Someone' })).toBeVisible();
  await finalScreenshot(page, testInfo, 'applied-link-details');
  await linked.getByRole('button', { name: 'Close' }).first().click();

  // In Hindi: the date in hi-IN, in place of 'अभी आवेदन करें'.
  await reloadInLanguage(page, 'hi');
  await chooseLocationIfAsked(page);
  const hindiCard = jobCards(page)
    .filter({ hasText: /को आवेदन किया/ })
    .first();
  await hindiCard.scrollIntoViewIfNeeded();
  await expect(hindiCard.getByText(/^\d{1,2} .+ \d{4} को आवेदन किया$/)).toBeVisible();
  await expect(hindiCard.getByRole('button', { name: 'अभी आवेदन करें' })).toHaveCount(0);
  await expect(hindiCard.getByRole('button', { name: 'रेफ़र करें और कमाएँ' })).toBeVisible();
  await finalScreenshot(page, testInfo, 'applied-card-hi');
});
