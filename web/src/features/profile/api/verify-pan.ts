import type { PanVerification, VerifyPanInput } from '#machines';
import { api } from '#web/api/index.ts';
import { failureText } from './verify-aadhaar-pdf.ts';

/** POST verifyPan with the PAN in the query and the body. A refusal resolves with success false and its text. */
export async function verifyPan(input: VerifyPanInput): Promise<PanVerification> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST('/legacy-services/api/v1/cashfree/verifyPan', {
      params: { query: { mobileNumber: input.mobileNumber, panNumber: input.panNumber } },
      body: input,
      ...init,
    }),
  );
  if (result.ok) return result.data ?? { success: false, message: 'Verification failed' };
  return { success: false, message: failureText(result.body, result.status) };
}
