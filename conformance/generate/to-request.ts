import {
  CANDIDATE_BEARER_OPERATIONS,
  CANDIDATE_FIELDS,
  CLIENT_OPERATIONS,
  USER_TOKEN_HEADER,
  type CandidateOperationId,
} from '#contract/ownership.ts';
import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { MONEY_OPERATIONS } from './dependencies.ts';
import type { GeneratedRequest } from './generated-request.ts';
import { asText, isFilePart, type OperationInput } from './operation-input.ts';
import type { Sessions } from './run-state.ts';

/** What the web client accepts (any of an operation's documented media types, a file's included). */
const ACCEPT = 'application/json, text/plain, */*';

/** Who a request is sent as. */
export type Caller = 'owner' | 'none' | 'other' | 'invalid';

const isCandidateOperation = (id: string): id is CandidateOperationId => Object.hasOwn(CANDIDATE_FIELDS, id);

/** The token of whoever owns this call's data: the client on a client's call, else the run's candidate. */
function ownerToken(op: ContractOperation, sessions: Sessions): string | undefined {
  if ((CLIENT_OPERATIONS as readonly string[]).includes(op.operationId)) return sessions.client?.token;
  if (MONEY_OPERATIONS.includes(op.operationId)) return (sessions.payer ?? sessions.candidate)?.token;
  return sessions.candidate?.token;
}

/** The headers a client sends: the service token (a candidate's own where the call needs it) and, in strict mode, X-User-Token. */
function authHeaders(op: ContractOperation, sessions: Sessions, caller: Caller): Record<string, string> {
  if (caller === 'none') return {};
  if (caller === 'invalid') return { authorization: 'Bearer not-a-token' };
  if (sessions.generic) {
    const { token, headers } = sessions.generic;
    return { ...headers, ...(token && op.bearerAccepted ? { authorization: `Bearer ${token}` } : {}) };
  }
  const own = caller === 'other' ? sessions.other?.token : ownerToken(op, sessions);
  const candidateBearer = (CANDIDATE_BEARER_OPERATIONS as readonly string[]).includes(op.operationId);
  const bearer = caller === 'other' ? own : candidateBearer && sessions.strict ? own : sessions.serviceToken;
  const headers: Record<string, string> = {};
  if (op.bearerAccepted && bearer) headers.authorization = `Bearer ${bearer}`;
  if (sessions.strict && isCandidateOperation(op.operationId) && own) headers[USER_TOKEN_HEADER.toLowerCase()] = own;
  return headers;
}

function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(asText(values[name] ?? '')));
}

/** The concrete request for an operation's values, sent as `caller`. */
export function toRequest(
  op: ContractOperation,
  input: OperationInput,
  sessions: Sessions,
  caller: Caller = 'owner',
): GeneratedRequest {
  const request: GeneratedRequest = {
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: fillPath(op.path, input.path),
    query: Object.entries(input.query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, asText(v)]),
    headers: { accept: ACCEPT, ...authHeaders(op, sessions, caller) },
  };
  if (input.json !== undefined) request.json = input.json;
  if (input.form) {
    request.form = Object.entries(input.form)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, isFilePart(v) ? v : asText(v)]);
  }
  return request;
}
