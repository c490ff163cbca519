import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { checkResponse } from '#mock/contract/response-validator.ts';
import { observeResponse, type Observed } from '../runner/observe-response.ts';
import type { CheckName } from './checks.ts';
import { fetchInit, urlOf, type GeneratedRequest } from './generated-request.ts';

/** An answer, or why none came (status 0). */
export interface Answer {
  status: number;
  observed?: Observed;
  /** No answer: the per-call timeout passed, or the connection failed. */
  error?: string;
}

export interface Failure {
  check: CheckName;
  message: string;
}

export async function send(baseUrl: string, request: GeneratedRequest, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(urlOf(baseUrl, request), {
      ...fetchInit(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const observed = await observeResponse(response);
    return { status: observed.status, observed };
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    return { status: 0, error: timedOut ? `no answer within ${timeoutMs} ms` : String(cause) };
  }
}

function checkOfViolation(pointer: string, expected: string): CheckName {
  if (pointer === '' && expected.startsWith('a documented status')) return 'status_code_conformance';
  if (pointer === '/headers/content-type') return 'content_type_conformance';
  if (pointer.startsWith('/headers/')) return 'response_headers_conformance';
  return 'response_schema_conformance';
}

/** The checks every answer faces: no server error, and status, media type, headers and body as documented. */
export function responseFailures(op: ContractOperation, answer: Answer): Failure[] {
  if (!answer.observed) return [{ check: 'not_a_server_error', message: answer.error ?? 'no answer' }];
  const { observed } = answer;
  const failures: Failure[] = [];
  if (observed.status >= 500) failures.push({ check: 'not_a_server_error', message: `HTTP ${observed.status}` });
  for (const v of checkResponse(op, observed)) {
    failures.push({
      check: checkOfViolation(v.pointer, v.expected),
      message: `HTTP ${v.status} at ${v.pointer || '(body)'}: expected ${v.expected}`,
    });
  }
  if (observed.unparsable)
    failures.push({
      check: 'content_type_conformance',
      message: `HTTP ${observed.status}: a JSON media type with a body that is not JSON`,
    });
  return failures;
}

/** The message of an error answer (the contract's error shape, or plain text). */
export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'responseMessage', 'error']) if (typeof record[key] === 'string') return record[key];
  }
  return undefined;
}
