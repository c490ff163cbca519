import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CANDIDATE_ID, resetWorld } from '#mock/testing/for-clients.ts';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';

const mock = setupMockUpstream({ jobCount: 20 });
beforeEach(() => {
  resetWorld(mock.world);
  Element.prototype.scrollIntoView = vi.fn();
});

// The mock answers every Aadhaar code request with its demo code.
const MOCK_AADHAAR_CODE = '1234';
const AADHAAR = '482193574821';
const CASHFREE = '*/legacy-services/api/v1/cashfree';
const demo = () => mock.world.db.candidate.findFirst({ where: { id: { equals: DEMO_CANDIDATE_ID } } })!;
const calls = (operationId: string) => mock.world.log.list().filter((r) => r.operationId === operationId);

async function openKyc(session: Parameters<typeof signInAs>[0] = undefined) {
  signInAs(session);
  const view = renderApp({ route: '/profile' });
  await screen.findByRole('heading', { name: 'Personal Information' }, { timeout: 5_000 });
  const kyc = screen.getByRole('region', { name: 'KYC Verification' });
  await view.user.click(await within(kyc).findByRole('button', { name: 'Verify Now' }));
  return { ...view, kyc };
}

async function requestCode(user: ReturnType<typeof renderApp>['user'], kyc: HTMLElement, aadhaar = AADHAAR) {
  const field = within(kyc).getByRole('textbox', { name: 'Aadhaar Number' });
  await user.clear(field);
  await user.type(field, aadhaar);
  await user.click(within(kyc).getByRole('button', { name: /^(Send|Resend) OTP$/ }));
}

describe('KYC: Aadhaar by one-time code', () => {
  it('sends a code to the Aadhaar-linked mobile, checks it with the reference, then PAN completes KYC', async () => {
    const { user, kyc } = await openKyc();
    const sent: Request[] = [];
    const listen = ({ request }: { request: Request }) => void sent.push(request.clone());
    mock.server.events.on('request:start', listen);

    const number = within(kyc).getByRole('textbox', { name: 'Aadhaar Number' });
    await user.type(number, '4821 9357 4821');
    expect(number).toHaveValue(AADHAAR);
    await user.click(within(kyc).getByRole('button', { name: 'Send OTP' }));
    expect(await within(kyc).findByText('OTP sent successfully')).toBeInTheDocument();
    expect(calls('getAadhaarOTP')).toHaveLength(1);
    expect(within(kyc).getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();

    const code = within(kyc).getByRole('textbox', { name: 'Aadhaar OTP' });
    await user.click(within(kyc).getByRole('button', { name: 'Verify OTP' }));
    expect(within(kyc).getByRole('alert')).toHaveTextContent('Please enter OTP');
    await user.type(code, '12');
    await user.click(within(kyc).getByRole('button', { name: 'Verify OTP' }));
    expect(within(kyc).getByRole('alert')).toHaveTextContent('Please enter a valid OTP (4 to 8 digits)');
    expect(calls('verifyCandidateAadhaarOtp')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, MOCK_AADHAAR_CODE);
    await user.click(within(kyc).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(kyc).findByText('Aadhaar verification successful!')).toBeInTheDocument();
    expect(within(kyc).getByText('Verified · xxxx xxxx 4821')).toBeInTheDocument();
    expect(demo()).toMatchObject({ aadhaarVerified: true, aadhaarNumber: AADHAAR });
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.kycStatus)!)).toMatchObject({
      aadhaarVerified: true,
      panVerified: false,
    });
    mock.server.events.removeListener('request:start', listen);

    // The values travel in the query and again in the JSON body.
    const verify = sent.find(
      (r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/cashfree/verifyCandidateAadhaar'),
    )!;
    expect(Object.fromEntries(new URL(verify.url).searchParams)).toEqual({
      mobileNumber: '9876543210',
      aadhaarNumber: AADHAAR,
      aadhaarOTP: MOCK_AADHAAR_CODE,
      refId: expect.stringMatching(/^\d+$/),
    });
    expect(await verify.json()).toEqual({ phoneNumber: '9876543210', otp: MOCK_AADHAAR_CODE, aadhaarNumber: AADHAAR });

    await user.type(within(kyc).getByRole('textbox', { name: 'PAN Number' }), 'BQRPS1234F');
    await user.click(within(kyc).getByRole('button', { name: 'Verify PAN' }));
    expect(await within(kyc).findByText(/KYC Verification Complete/)).toBeInTheDocument();
  }, 15_000);

  it("refuses an Aadhaar number that is not 12 digits with 'Invalid Aadhaar number', sending nothing", async () => {
    const { user, kyc } = await openKyc();
    await requestCode(user, kyc, '48219357');
    expect(within(kyc).getByRole('alert')).toHaveTextContent('Invalid Aadhaar number');
    expect(calls('getAadhaarOTP')).toHaveLength(0);
  });

  it('reports a wrong code, keeps the code step, and sends a new code on Resend OTP', async () => {
    const { user, kyc } = await openKyc();
    await requestCode(user, kyc);
    await within(kyc).findByText('OTP sent successfully');
    await user.type(within(kyc).getByRole('textbox', { name: 'Aadhaar OTP' }), '9999');
    await user.click(within(kyc).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(kyc).findByRole('alert')).toHaveTextContent('Aadhaar verification failed. Please try again.');
    expect(calls('verifyCandidateAadhaarOtp').map((r) => r.status)).toEqual([400]);
    expect(demo().aadhaarVerified).toBe(false);
    await user.click(within(kyc).getByRole('button', { name: 'Resend OTP' }));
    expect(await within(kyc).findByText('OTP sent successfully')).toBeInTheDocument();
    expect(calls('getAadhaarOTP')).toHaveLength(2);
    expect(within(kyc).getByRole('textbox', { name: 'Aadhaar OTP' })).toHaveValue('');
  });

  it.each<[string, () => void, string]>([
    [
      'a refusal',
      () =>
        mock.world.faults.add({
          operationId: 'getAadhaarOTP',
          status: 400,
          times: 1,
          body: { success: false, message: 'Invalid Aadhaar number' },
        }),
      'Failed to send OTP. Please try again.',
    ],
    [
      'a lost connection',
      () =>
        mock.server.use(
          http.get(`${CASHFREE}/getAadhaarOTP/:aadhaarNumber`, () => HttpResponse.error(), { once: true }),
        ),
      'Unable to send OTP. Please try again.',
    ],
    [
      'an answer without a reference',
      () =>
        mock.server.use(
          http.get(
            `${CASHFREE}/getAadhaarOTP/:aadhaarNumber`,
            () => HttpResponse.json({ success: true, message: 'OTP sent successfully', refId: ' ' }),
            { once: true },
          ),
        ),
      'Reference ID is required for Aadhaar verification',
    ],
  ])('does not offer the code step after %s', async (_, arrange, text) => {
    const { user, kyc } = await openKyc();
    arrange();
    await requestCode(user, kyc);
    expect(await within(kyc).findByRole('alert')).toHaveTextContent(text);
    expect(within(kyc).queryByRole('textbox', { name: 'Aadhaar OTP' })).not.toBeInTheDocument();
    expect(within(kyc).getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it("says 'Mobile number is required' for a session without a mobile number, for the code and for the upload", async () => {
    const { user, kyc } = await openKyc({ mobileNumber: '', mobile: '' });
    await requestCode(user, kyc);
    expect(within(kyc).getByRole('alert')).toHaveTextContent('Mobile number is required');
    await user.upload(
      within(kyc).getByLabelText('Aadhaar document (PDF)'),
      new File(['%PDF-1.4'], 'e-aadhaar.pdf', { type: 'application/pdf' }),
    );
    expect(within(kyc).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(kyc).getByRole('button', { name: 'Verify Aadhaar' }));
    expect(within(kyc).getByRole('alert')).toHaveTextContent('Mobile number is required');
    expect(calls('getAadhaarOTP')).toHaveLength(0);
    expect(calls('verifyCandidateAadhaarPdf')).toHaveLength(0);
  });
});
