import type { KycResponse } from '../types.ts';

const FAILURE_WORDS = ['not found', 'failed', 'error', 'invalid', 'unable', 'denied'];

/** A verification answer is a failure on success false, a failure word in its message, or status 400+. */
export function isKycFailure(response: KycResponse): boolean {
  if (response.success === false) return true;
  if (typeof response.status === 'number' && response.status >= 400) return true;
  const message = `${response.message ?? ''} ${response.error ?? ''}`.toLowerCase();
  return FAILURE_WORDS.some((word) => message.includes(word));
}
