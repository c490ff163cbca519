import {
  isLoose,
  type Loose,
  message,
  TRANSFER_TIMEOUT_MS,
  transferErrorText,
  transferHttpFailure,
  upstream,
  type TransferInput,
  type TransferResult,
} from '#machines';
import { api, CallError } from '#web/api/index.ts';

const path = '/legacy-services/api/v1/cashfree/directTransfer' as const;

/** Thrown when the transfer call itself broke (no answer, or one that cannot be read); the flow reports it as unexpected. */
export class TransferCallError extends CallError {}

export const UNREADABLE_ANSWER = message('earnings:transfer.unreadable');

function parseObject(text: string): Loose | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isLoose(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The upstream's own words in a field, when it wrote any. */
const textField = (value: unknown) => (typeof value === 'string' && value !== '' ? upstream(value) : undefined);

/** The server's own text from an error body, when it is JSON with a message or an error. */
function bodyMessage(body: string) {
  const parsed = parseObject(body);
  return parsed ? (textField(parsed.message) ?? textField(parsed.error)) : undefined;
}

/**
 * POST directTransfer (everything in the query, no body), waiting 15 s at most. Success is a 200 with a non-empty
 * body; the answer's success, message and error are handed on. A refusal carries the server's text, else
 * 'Failed to transfer (HTTP {status})'; a call that ran out of time gives 'Error during transfer: {message}'.
 * A call that found no server, or a 200 whose body is not a JSON object, throws: the flow calls that unexpected.
 */
export async function transferToUpi(input: TransferInput): Promise<TransferResult> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.POST(path, { params: { query: input }, parseAs: 'text', ...init }),
    {
      timeoutMs: TRANSFER_TIMEOUT_MS,
    },
  );
  if (!result.ok) {
    if (result.reason === 'http')
      return { success: false, message: bodyMessage(result.body) ?? transferHttpFailure(result.status) };
    if (result.reason === 'network') throw new TransferCallError(result.message);
    return { success: false, message: transferErrorText(result.message) };
  }
  const body = typeof result.data === 'string' ? result.data : '';
  if (body.trim() === '') return { success: false, message: transferHttpFailure(result.status) };
  const answer = parseObject(body);
  if (!answer) throw new TransferCallError(UNREADABLE_ANSWER);
  return { success: answer.success === true, message: textField(answer.message), error: textField(answer.error) };
}
