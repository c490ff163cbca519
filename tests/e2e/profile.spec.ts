import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { allowLocation, expectJobsNear, PLACES } from './home-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const pdf = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 37)]),
});
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openProfile(page: Page) {
  await page.goto('/');
  await signIn(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Manage your personal information and career details')).toBeVisible();
}

test('the demo candidate edits the profile, replaces and downloads the resume, saves skills and completes KYC', async ({
  page,
  context,
  mock,
}, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  await openProfile(page);
  const personal = region(page, 'Personal Information');
  await expect(personal.getByText('Bengaluru - 560001')).toBeVisible();
  await expect(personal.getByText('₹35,000 per month')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '75');
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'profile' });
  await finalScreenshot(page, testInfo, 'profile-1280');

  // Edit Profile: a bad PIN is refused; the new name's initials show in the header at once.
  await personal.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(edit).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'edit' });
  await edit.getByRole('textbox', { name: /Full Name/ }).fill('Anjali Devi Rao');
  const pin = edit.getByRole('textbox', { name: /PIN Code/ });
  await pin.fill('5600');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('PIN Code must be exactly 6 digits.')).toBeVisible();
  await finalScreenshot(page, testInfo, 'edit-refused-1280');
  await pin.fill('560034');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('banner').getByTestId('profile-initials')).toHaveText('ADR');
  await expect(personal.getByText('Anjali Devi Rao')).toBeVisible();
  await expect(personal.getByText('Bengaluru - 560034')).toBeVisible();

  // Resume: upload with a visible progress bar, then download under the Content-Disposition name.
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('button', { name: 'Resume' }).click();
  const resume = region(page, 'Resume');
  await resume.getByLabel('Choose New File').setInputFiles(pdf('Anjali CV.pdf', 200_000));
  await expect(resume.getByText('New file selected (not yet saved)')).toBeVisible();
  await mock.addFault({ operationId: 'updateCandidateResume', status: 0, delayMs: 1500, times: 1 });
  await resume.getByRole('button', { name: 'Upload Resume' }).click();
  const progress = resume.getByRole('progressbar', { name: 'Resume upload' });
  await expect(progress).toBeVisible();
  await finalScreenshot(page, testInfo, 'uploading-1280');
  await expect(page.getByText('Resume uploaded successfully!')).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(resume.getByText('New file selected (not yet saved)')).toBeHidden();
  const downloading = page.waitForEvent('download');
  await resume.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('100234_Resume.pdf');
  await expect(page.getByText('Resume download started')).toBeVisible();

  // Skills: add one from the search and save.
  const skills = region(page, 'Skills');
  await skills.getByRole('button', { name: '+ Add Skill' }).click();
  const add = page.getByRole('dialog', { name: 'Add Skills' });
  await expect(add).toBeVisible();
  await add.getByRole('searchbox', { name: 'Search skills' }).fill('excel');
  const option = add.getByRole('list', { name: 'Skills' }).getByRole('checkbox').first();
  const skillName = ((await option.locator('..').textContent()) ?? '').trim();
  await option.check();
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'skills' });
  await finalScreenshot(page, testInfo, 'add-skills-1280');
  await add.getByRole('button', { name: 'Save Skills' }).click();
  await expect(page.getByText('Skills saved successfully')).toBeVisible();
  await expect(skills.getByRole('list', { name: 'Your skills' }).getByText(skillName, { exact: true })).toBeVisible();

  // KYC, opened from the menu: Aadhaar PDF first, then PAN.
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('button', { name: 'KYC Verification' })
    .click();
  const kyc = region(page, 'KYC Verification');
  await kyc.getByLabel('Aadhaar document (PDF)').setInputFiles(pdf('e-aadhaar.pdf', 20_000));
  await kyc.getByRole('button', { name: 'Verify Aadhaar' }).click();
  await expect(kyc.getByText('Aadhaar verification successful!')).toBeVisible();
  await expect(kyc.getByText(/^Verified · xxxx xxxx \d{4}$/)).toBeVisible();
  await kyc.getByRole('textbox', { name: 'PAN Number' }).fill('bqrps1234f');
  await kyc.getByRole('button', { name: 'Verify PAN' }).click();
  await expect(kyc.getByText('PAN verification successful!')).toBeVisible();
  await expect(kyc.getByText(/KYC Verification Complete/)).toBeVisible();
  await expect(kyc.getByText('Verified · XXXXXX234F')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '100');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('kycStatus'))) ?? '{}')).toMatchObject({
    aadhaarVerified: true,
    panVerified: true,
  });
  await finalScreenshot(page, testInfo, 'kyc-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'profile-390' });
  await finalScreenshot(page, testInfo, 'profile-390');
  await region(page, 'Skills').scrollIntoViewIfNeeded();
  await finalScreenshot(page, testInfo, 'skills-390');
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('button', { name: 'Sign Out' }).click();
  const signOut = page.getByRole('dialog', { name: 'Sign Out' });
  await expect(signOut.getByText('Are you sure you want to sign out?')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'sign-out' });
  await finalScreenshot(page, testInfo);
});

test('a job card\'s "your skills" and a #kyc link land on their sections; failing calls show their errors', async ({
  page,
  context,
  mock,
}, testInfo) => {
  await allowLocation(context, PLACES.bengaluru);
  await page.goto('/');
  await signIn(page);
  await expectJobsNear(page, 'Bengaluru');
  await mock.addFault({ operationId: 'fetchCandidateSkills', status: 500, times: 1 });
  await mock.addFault({ operationId: 'fetchCandidateKYCDetails', status: 500, times: 1 });
  await page.getByRole('link', { name: 'your skills' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(region(page, 'Skills')).toBeInViewport();
  await expect(region(page, 'Skills').getByRole('alert')).toHaveText(/Failed to fetch skills/);
  await expect(region(page, 'KYC Verification').getByRole('alert')).toHaveText(/Failed to load KYC data/);
  await expect(region(page, 'Skills').getByRole('list')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, { name: 'error' });
  await region(page, 'Skills').scrollIntoViewIfNeeded();
  await finalScreenshot(page, testInfo, 'error-1280');
  await region(page, 'Skills').getByRole('button', { name: 'Try Again' }).click();
  await expect(region(page, 'Skills').getByRole('list', { name: 'Your skills' })).toBeVisible();
  await region(page, 'KYC Verification').getByRole('button', { name: 'Try Again' }).click();
  await expect(region(page, 'KYC Verification').getByText('Not verified')).toHaveCount(2);
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.goto('/profile#kyc');
  await expect(region(page, 'KYC Verification').getByRole('button', { name: 'Hide' })).toBeVisible();
  await expect(region(page, 'KYC Verification')).toBeInViewport();
  await finalScreenshot(page, testInfo);

  // A fresh load whose candidate record fails: the personal card says so, and Try Again loads it.
  await mock.addFault({ operationId: 'getDetailsWithMob', status: 500, times: 1 });
  await page.reload();
  const personal = region(page, 'Personal Information');
  await expect(personal.getByRole('alert')).toHaveText(/Failed to get candidate profile/);
  await personal.getByRole('button', { name: 'Try Again' }).click();
  await expect(personal.getByText('Bengaluru - 560001')).toBeVisible();
  await expect(personal.getByRole('alert')).toHaveCount(0);
});
