import type { ContractOperation } from '#mock/contract/load-contract.ts';
import type { CheckName } from './checks.ts';
import { toCurl, type GeneratedRequest } from './generated-request.ts';
import type { Ledger } from './ledger.ts';
import type { RunState } from './run-state.ts';
import { responseFailures, send, type Answer, type Failure } from './send.ts';

export interface GenerateSettings {
  baseUrl: string;
  seed: number;
  /** Generated cases per operation and phase (positive, negative). */
  maxExamples: number;
  /** Epoch ms after which no request starts. */
  deadline: number;
  timeoutMs: number;
  /** Writes with ids no earlier answer of the run gave may be sent (they could touch someone else's data). */
  allowWrites: boolean;
  shrinkSteps: number;
}

/** The checks every answer faces. */
export const RESPONSE_CHECKS: readonly CheckName[] = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
];

export interface RunContext {
  settings: GenerateSettings;
  ledger: Ledger;
  state: RunState;
}

/** What sending needs: before the sign-ins there is no state yet to keep answers in. */
export type SendContext = Pick<RunContext, 'settings' | 'ledger'> & { state?: RunState };

/** Sends one request, records its status, and returns the answer with the response checks' failures. */
export async function exchange(
  context: SendContext,
  op: ContractOperation,
  request: GeneratedRequest,
): Promise<{ answer: Answer; failures: Failure[] }> {
  const answer = await send(context.settings.baseUrl, request, context.settings.timeoutMs);
  context.ledger.sent(op.operationId, answer.status);
  if (answer.status >= 200 && answer.status < 300) context.state?.harvest(op.operationId, answer.observed?.body);
  context.ledger.faced(op.operationId, RESPONSE_CHECKS);
  return { answer, failures: responseFailures(op, answer) };
}

/** Records a finding with its reproducer. */
export function report(context: SendContext, request: GeneratedRequest, failure: Failure, rule?: string): void {
  context.ledger.fail({
    operationId: request.operationId,
    check: failure.check,
    message: failure.message,
    request,
    curl: toCurl(context.settings.baseUrl, request),
    rule,
  });
}
