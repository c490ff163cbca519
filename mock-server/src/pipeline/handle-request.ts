import type { ContractOperation } from '../contract/load-contract.ts';
import type { RawRequest } from '../contract/raw-request.ts';
import { validateRequest } from '../contract/request-validator.ts';
import { checkResponse, formatViolation } from '../contract/response-validator.ts';
import { fromUtf8 } from '../core/json-bytes.ts';
import { badRequest, error, text, unauthorized } from '../core/responses.ts';
import type { CallNotes } from '../core/call-tap.ts';
import type { FaultSpec } from '../core/faults.ts';
import type { MockResponse } from '../core/types.ts';
import type { MockWorld } from '../core/world.ts';
import { applyDrift } from './apply-drift.ts';
import type { RuntimeHandler, ValidatedRequest } from './handler.ts';
import { documentedAnswer } from './documented-messages.ts';
import { asVisitorWhereNotOwner, ownershipRefusal } from './ownership.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function bearerOf(headers: RawRequest['headers']): string | undefined {
  if (headers.authorization === undefined) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(headers.authorization);
  return match?.[1]?.trim();
}

/** A 400 in the media type the operation documents for it (text for plain-text calls), with its error code if any. */
function invalid(operation: ContractOperation, message: string, code?: string): MockResponse {
  const media = Object.keys(operation.responses['400']?.content ?? {});
  if (media.includes('text/plain')) return text(message, 400);
  return code === undefined ? badRequest(message) : badRequest(message, { error: code });
}

const faultAnswer = (fault: FaultSpec): MockResponse => ({
  status: fault.status,
  body: fault.body ?? { success: false, message: 'Injected fault' },
});

/** An injected fault, or the simulation's answer: in the same turn unless a delay or the handler is awaited. */
function answer(
  world: MockWorld,
  operation: ContractOperation,
  handler: RuntimeHandler,
  raw: RawRequest,
  notes: CallNotes | undefined,
): MockResponse | Promise<MockResponse> {
  const fault = world.faults.take(operation.operationId);
  if (fault && notes) notes.fault = fault;
  if (fault?.delayMs)
    return sleep(fault.delayMs).then(() =>
      fault.status > 0 ? faultAnswer(fault) : simulate(world, operation, handler, raw, notes),
    );
  if (fault && fault.status > 0) return faultAnswer(fault);
  return simulate(world, operation, handler, raw, notes);
}

function simulate(
  world: MockWorld,
  operation: ContractOperation,
  handler: RuntimeHandler,
  raw: RawRequest,
  notes: CallNotes | undefined,
): MockResponse | Promise<MockResponse> {
  // A recorded answer is served as recorded: before the bearer and request checks (its token was the upstream's), without drift.
  const recorded = world.replay?.answer(operation.operationId, raw, () => world.tokens.issue());
  if (recorded) {
    if (notes) notes.replayed = true;
    return recorded;
  }
  const bearer = bearerOf(raw.headers);
  if (operation.bearerRequired && !world.tokens.isValid(bearer)) return unauthorized();
  const validated = validateRequest(operation, raw);
  // Drift 'ignore-rule': a request the contract refuses reaches the handler with its values as received.
  const ignoresRule = !validated.ok && world.drift.get(operation.operationId) === 'ignore-rule';
  if (ignoresRule && notes) notes.drift = 'ignore-rule';
  const checked = ignoresRule
    ? { ok: true as const, params: raw.pathParams, query: raw.query, body: raw.body }
    : validated;
  if (!checked.ok) {
    if (checked.rule) return invalid(operation, checked.message, checked.rule.error);
    const documented = documentedAnswer(operation.operationId, checked);
    return invalid(operation, documented?.message ?? checked.message, documented?.error);
  }
  const refusal = ownershipRefusal(world, operation.operationId, checked, raw.headers, bearer);
  if (refusal) return refusal;
  const values = asVisitorWhereNotOwner(world, operation.operationId, checked, raw.headers, bearer);
  const request: ValidatedRequest = {
    operationId: operation.operationId,
    params: values.params,
    query: values.query,
    headers: raw.headers,
    body: values.body,
    files: raw.files,
    bearer,
  };
  const response = handler(request, world);
  return response instanceof Promise
    ? response.then((settled) => finish(world, operation, settled, notes))
    : finish(world, operation, response, notes);
}

/** The handler's answer after the response check (when on) and any drift set for the operation. */
function finish(
  world: MockWorld,
  operation: ContractOperation,
  response: MockResponse,
  notes: CallNotes | undefined,
): MockResponse {
  if (world.options.validateResponses !== 'off') verify(world, operation, response);
  const drift = world.drift.get(operation.operationId);
  if (!drift) return response;
  // 'ignore-rule' acts on the request (noted where it let one through); the others change the answer.
  if (notes && drift !== 'ignore-rule') notes.drift = drift;
  return applyDrift(operation, response, drift);
}

/** The body as the client will read it: an answer written ahead parsed from its text, any other JSON through a round trip. */
function serialisedBody(response: MockResponse): unknown {
  if (response.jsonBytes !== undefined) return JSON.parse(fromUtf8(response.jsonBytes)) as unknown;
  return Buffer.isBuffer(response.body) || response.body === undefined
    ? undefined
    : (JSON.parse(JSON.stringify(response.body)) as unknown);
}

function verify(world: MockWorld, operation: ContractOperation, response: MockResponse): void {
  const violations = checkResponse(operation, {
    status: response.status,
    contentType:
      response.contentType ??
      (response.jsonBytes === undefined && response.body === undefined ? undefined : 'application/json'),
    headers: Object.fromEntries(Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    // Checked as it will be serialised (Infinity becomes null, undefined fields vanish).
    body: serialisedBody(response),
  });
  if (violations.length === 0) return;
  world.violations.push(...violations);
  const summary = violations.map(formatViolation).join('; ');
  console.error(`[mock] response off contract: ${summary}`);
  if (world.options.validateResponses === 'throw') throw new Error(`Mock response off contract: ${summary}`);
}

const internalError = (cause: unknown): MockResponse =>
  error(500, cause instanceof Error ? cause.message : 'Internal error');

/**
 * Runs one call through faults, a recorded answer (replay), bearer check, validation, the ownership check (a
 * refusal, or someone else's number read as a visitor's), the handler, checks and drift. The answer comes in the same turn when nothing on the way is awaited (most calls:
 * a promise per call costs a server answering thousands a second), otherwise as a promise; either way a
 * handler's failure becomes a 500 and every call is logged. While a console watches (`world.tap`), the call, where
 * its answer came from and how long it took are handed to it as well.
 */
export function handleRequest(
  world: MockWorld,
  operation: ContractOperation,
  handler: RuntimeHandler,
  raw: RawRequest,
): MockResponse | Promise<MockResponse> {
  const notes: CallNotes | undefined = world.tap.watching ? { startedAt: performance.now() } : undefined;
  let response: MockResponse | Promise<MockResponse>;
  try {
    response = answer(world, operation, handler, raw, notes);
  } catch (cause) {
    return logged(world, operation, raw, internalError(cause), notes);
  }
  if (!(response instanceof Promise)) return logged(world, operation, raw, response, notes);
  return response.then(
    (settled) => logged(world, operation, raw, settled, notes),
    (cause: unknown) => logged(world, operation, raw, internalError(cause), notes),
  );
}

function logged(
  world: MockWorld,
  operation: ContractOperation,
  raw: RawRequest,
  response: MockResponse,
  notes: CallNotes | undefined,
): MockResponse {
  const now = world.clock.now();
  world.log.add(raw.method, raw.url, operation.operationId, response.status, now);
  if (notes) {
    const durationMs = performance.now() - notes.startedAt;
    world.tap.capture({ session: world.session, operation, raw, response, notes, durationMs, mockTime: now });
  }
  return response;
}
