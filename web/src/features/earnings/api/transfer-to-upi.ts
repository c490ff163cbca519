import { TRANSFER_TIMEOUT_MS, transferErrorText, transferHttpFailure, type ServiceResult, type TransferInput } from '#machines';
import { api } from '../../../api/index.ts';

const path = '/legacy-services/api/v1/cashfree/directTransfer' as const;

/** The server's own text from an error body, when it is JSON with a message or an error. */
function bodyMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { message, error } = parsed as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    return typeof error === 'string' && error !== '' ? error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST directTransfer (everything in the query, no body), waiting 15 s at most. Success is a 200 with a body;
 * the answer's success, message and error are handed on. A refusal carries the server's text, else
 * 'Failed to transfer (HTTP {status})'; a call that timed out or found no server gives 'Error during transfer: {message}'.
 */
export async function transferToUpi(input: TransferInput): Promise<ServiceResult> {
  const { upstream } = api;
  const result = await upstream.call((init) => upstream.client.POST(path, { params: { query: input }, ...init }), { timeoutMs: TRANSFER_TIMEOUT_MS });
  if (!result.ok) {
    if (result.reason === 'http') return { success: false, message: bodyMessage(result.body) ?? transferHttpFailure(result.status) };
    return { success: false, message: transferErrorText(result.message) };
  }
  if (result.data === null) return { success: false, message: transferHttpFailure(result.status) };
  const { success, message, error } = result.data;
  return { success: success === true, message, error };
}
