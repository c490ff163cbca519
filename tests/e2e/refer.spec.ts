import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';

test.use({ viewport: { width: 768, height: 1000 } });

test('a candidate refers two people for a job, then one more from the sidebar', async ({ page, context }, testInfo) => {
  await allowLocation(context, PLACES.pune);
  await page.goto('/');
  await signIn(page);
  await expectJobsNear(page, 'Bengaluru');

  const card = jobCards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Refer & Earn' }).click();
  const modal = page.getByRole('dialog', { name: 'Refer & Earn' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(`Refer someone for ${title}`)).toBeVisible();
  const box = await modal.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(750);

  await modal.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please add at least one candidate with valid details.');

  await modal.getByRole('button', { name: '+ Add Another Candidate' }).click();
  const names = modal.getByRole('textbox', { name: 'Candidate Name' });
  const mobiles = modal.getByRole('textbox', { name: 'Mobile Number' });
  await names.nth(0).fill('Ravi Kumar');
  await mobiles.nth(0).fill('+91 81234 56780');
  await names.nth(1).fill('Sunita Patil');
  await mobiles.nth(1).fill('5123456789');
  await modal.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(modal.getByRole('alert')).toHaveText(
    'Invalid mobile number for Sunita Patil. Please enter a valid 10-digit number starting with 6-9.',
  );
  await mobiles.nth(1).fill('7012345678');
  await expect(mobiles.nth(0)).toHaveValue('8123456780');
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'refer' });
  await finalScreenshot(page, testInfo, 'modal');
  await modal.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(page.getByText('Referrals added successfully')).toBeVisible();
  await expect(modal).toBeHidden();

  const sidebar = page.getByRole('region', { name: 'Refer a Candidate' });
  await sidebar.scrollIntoViewIfNeeded();
  await sidebar.getByRole('button', { name: 'Refer Now' }).click();
  await expect(sidebar.getByRole('alert')).toHaveText('Please fill in all fields');
  await sidebar.getByRole('textbox', { name: 'Candidate Name' }).fill('Meena Iyer');
  await sidebar.getByRole('textbox', { name: 'Mobile Number' }).fill('9012345678');
  await sidebar.getByRole('button', { name: 'Refer Now' }).click();
  await expect(sidebar.getByRole('status')).toHaveText('Referrals added successfully');
  await finalScreenshot(page, testInfo);
});
