import type { AadhaarVerification } from '../contract-types.ts';

/** What the rule reads of a verification answer; verifyPan's answer is the same minus status. */
type KycAnswer = Pick<AadhaarVerification, 'success' | 'status' | 'message' | 'error'>;

const FAILURE_WORDS = ['not found', 'failed', 'error', 'invalid', 'unable', 'denied'];

/** A verification answer is a failure on success false, a failure word in its message, or status 400+. */
export function isKycFailure(response: KycAnswer): boolean {
  if (response.success === false) return true;
  if (typeof response.status === 'number' && response.status >= 400) return true;
  const message = `${response.message ?? ''} ${response.error ?? ''}`.toLowerCase();
  return FAILURE_WORDS.some((word) => message.includes(word));
}
