import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, finalScreenshot, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { allowLocation, expectJobsNear, jobCards, PLACES } from './home-helpers.ts';

test.use({ viewport: { width: 480, height: 900 } });

const NEW_CANDIDATE = '9000012345';
const pdf = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 37)]),
});

test('a new candidate applies with a resume after a 6 MB file is refused', async ({
  page,
  context,
  mock,
}, testInfo) => {
  await allowLocation(context, PLACES.pune);
  await page.goto('/');
  await signIn(page, NEW_CANDIDATE);
  await expectJobsNear(page, 'Pune');

  const card = jobCards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Apply Now' }).click();

  const apply = page.getByRole('dialog', { name: 'Apply for Job' });
  await expect(apply).toBeVisible();
  await expect(apply.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue(`+91 ${NEW_CANDIDATE}`);
  await expectNoSeriousA11yViolations(page, testInfo, { include: 'dialog[open]', name: 'apply' });

  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await apply.getByRole('textbox', { name: /Full Name/ }).fill('Asha Verma');
  await apply.getByRole('textbox', { name: 'Email (optional)' }).fill('asha.verma@example.in');

  const upload = apply.getByLabel(/Upload (New )?Resume/);
  await upload.setInputFiles(pdf('big.pdf', 6 * 1024 * 1024));
  await expect(apply.getByRole('alert')).toHaveText('File size must be less than 5MB.');
  await finalScreenshot(page, testInfo, 'refused');

  await mock.addFault({ operationId: 'updateCandidateResume', status: 0, delayMs: 1500, times: 1 });
  await upload.setInputFiles(pdf('Asha CV.pdf', 300_000));
  const progress = apply.getByRole('progressbar', { name: 'Resume upload' });
  await expect(progress).toBeVisible();
  // The file is sent before the (delayed) answer comes back.
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 1_000 });
  await finalScreenshot(page, testInfo, 'uploading');
  await expect(apply.getByText('Resume uploaded successfully!')).toBeVisible();
  await expect(apply.getByText(/\d+_Resume\.pdf/)).toBeVisible();
  // The green notice reads at AA contrast (it was 4.48:1, under 4.5:1 for its small text).
  await expectNoSeriousA11yViolations(page, testInfo, { include: '.apply__notice', name: 'upload-notice' });

  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText(`Application submitted successfully for ${title}!`)).toBeVisible();
  await expect(apply).toBeHidden();
  const calls = (await mock.requests()).map((r) => r.operationId);
  expect(calls.indexOf('saveCandidateDetails')).toBeLessThan(calls.indexOf('applyForJob'));
  await finalScreenshot(page, testInfo);
});
