import type { AadhaarOtpVerification, VerifyAadhaarOtpInput } from '#machines';
import { api } from '#web/api/index.ts';
import { failureText } from './verify-aadhaar-pdf.ts';

/**
 * POST verifyCandidateAadhaar (the OTP route): the values in the query and again in the JSON body. A refusal
 * resolves with success false, its status and its text, so the machine's failure rule decides.
 */
export async function verifyAadhaarOtp(input: VerifyAadhaarOtpInput): Promise<AadhaarOtpVerification> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST('/legacy-services/api/v1/cashfree/verifyCandidateAadhaar', {
      params: { query: input },
      body: { phoneNumber: input.mobileNumber, otp: input.aadhaarOTP, aadhaarNumber: input.aadhaarNumber },
      ...init,
    }),
  );
  if (result.ok) return result.data ?? { success: false, message: 'Verification failed' };
  return { success: false, status: result.status, message: failureText(result.body, result.status) };
}
