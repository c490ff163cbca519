import { checkView, curl, openConsole, WIDTHS } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';

const NUMBER = '7012340042';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a code sent to a number shows beside it, then as used; identities and codes are copied', async ({
  page,
  mock,
  baseURL,
  request,
}, testInfo) => {
  const session = { 'X-Mock-Session': mock.session };
  await request.post('/__mock/otp/mode', { headers: session, data: { mode: 'random' } });
  await openConsole(page, 'codes');
  const codes = page.getByRole('region', { name: 'Codes sent' });
  await expect(codes.getByText('No code sent yet in this world.')).toBeVisible();

  const sent = await curl([
    '-X',
    'POST',
    '-H',
    `X-Mock-Session: ${mock.session}`,
    `${baseURL}/corporate-recruitment/talentJobs/generateOTP?mobileNumber=${NUMBER}`,
  ]);
  expect(sent.status).toBe(200);
  const { otp } = (await (await request.get(`/__mock/otp?mobileNumber=${NUMBER}`, { headers: session })).json()) as {
    otp: string;
  };
  const row = codes.getByRole('row').filter({ hasText: NUMBER });
  await expect(row).toContainText(otp);
  await expect(row).toContainText('Not used yet');

  await row.getByRole('button', { name: `Copy code for ${NUMBER}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(otp);

  await curl([
    '-X',
    'POST',
    '-H',
    `X-Mock-Session: ${mock.session}`,
    `${baseURL}/corporate-recruitment/talentJobs/validateOTP?mobileNumber=${NUMBER}&OTP=${otp}`,
  ]);
  await expect(row).toContainText('Used at');

  const identities = page.getByRole('region', { name: 'Identities' });
  await identities.getByRole('button', { name: 'Copy demo candidate mobile' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('9876543210');
  await expect(identities.getByText('Codes are random in this world')).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize(width);
    await checkView(page, testInfo, `codes-${width.width}`);
  }
});
