import { checkResponse } from '../contract/response-validator.ts';
import { fromUtf8 } from '../core/json-bytes.ts';
import type { CallRecord, KeptAnswer, Verdict } from './call-record.ts';

/** The media type an adapter sends a body of each kind with when the answer names none. */
const DEFAULT_TYPES: Record<KeptAnswer['kind'], string | undefined> = {
  none: undefined,
  'json-bytes': 'application/json',
  text: 'application/json',
  binary: 'application/octet-stream',
};

/** The media type the client received the answer in (an adapter's default when the answer names none). */
export const answerType = (record: CallRecord): string | undefined =>
  record.contentType ?? DEFAULT_TYPES[record.answer.kind];

/** The body as the client read it: JSON parsed from what was sent, text as it is, nothing for a file or no body. */
export function answerBody(answer: KeptAnswer): unknown {
  if (answer.kind === 'json-bytes') return JSON.parse(fromUtf8(answer.bytes)) as unknown;
  if (answer.kind === 'text') return answer.json ? (JSON.parse(answer.text) as unknown) : answer.text;
  return undefined;
}

/**
 * What the contract says of the answer the client received (after any drift, a fault's or a replayed answer
 * alike): valid, or each violation with its JSON pointer and what was expected. Worked out once per call, whether or
 * not the mock checks its answers for itself (MOCK_VALIDATE_RESPONSES).
 */
export function verdictOf(record: CallRecord): Verdict {
  if (record.verdict) return record.verdict;
  const { answer } = record;
  const violations = checkResponse(record.operation, {
    status: record.status,
    contentType: answerType(record),
    headers: Object.fromEntries(Object.entries(record.headers).map(([name, value]) => [name.toLowerCase(), value])),
    body: answerBody(answer),
  }).map(({ pointer, expected }) => ({ pointer, expected }));
  record.verdict = { valid: violations.length === 0, violations };
  return record.verdict;
}
