import type { AadhaarOtpRequestInput, AadhaarOtpSent } from '#machines';
import { api } from '#web/api/index.ts';
import { failureText } from './verify-aadhaar-pdf.ts';

/**
 * GET getAadhaarOTP: a code to the mobile linked to the Aadhaar number; the answer's refId goes back with it.
 * A refusal resolves with success false and its text; a call that found no server rejects as a network failure.
 */
export async function requestAadhaarOtp({ aadhaarNumber }: AadhaarOtpRequestInput): Promise<AadhaarOtpSent> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.GET('/legacy-services/api/v1/cashfree/getAadhaarOTP/{aadhaarNumber}', {
      params: { path: { aadhaarNumber } },
      ...init,
    }),
  );
  if (result.ok) return result.data ?? { success: false, message: 'Failed to send OTP' };
  if (result.reason === 'network' || result.reason === 'timeout') throw { kind: 'network', message: result.message };
  return { success: false, message: failureText(result.body, result.status) };
}
