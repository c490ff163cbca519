import { PAN_AUTH_FAILED, type PanVerification, type VerifyPanInput } from '#machines';
import { api, CallError, ownBearer } from '#web/api/index.ts';
import { fetchUserTokenByMobile } from './fetch-user-token-by-mobile.ts';
import { failureText } from './verify-aadhaar-pdf.ts';

/**
 * POST verifyPan with the PAN in the query and the body, its bearer the candidate's per-mobile token (not the
 * service token). A refusal resolves with success false and its text; a token that cannot be had, or that the call
 * refuses (401), rejects with 'Authentication failed' ('No mobile number available' without a number).
 */
export async function verifyPan(input: VerifyPanInput): Promise<PanVerification> {
  const token = await fetchUserTokenByMobile(input.mobileNumber);
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST('/legacy-services/api/v1/cashfree/verifyPan', {
      params: { query: { mobileNumber: input.mobileNumber, panNumber: input.panNumber } },
      body: input,
      headers: ownBearer(token),
      ...init,
    }),
  );
  if (result.ok) return result.data ?? { success: false, message: 'Verification failed' };
  if (result.status === 401) throw new CallError(PAN_AUTH_FAILED);
  return { success: false, message: failureText(result.body, result.status) };
}
