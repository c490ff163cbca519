import type { FaultSpec } from '../core/faults.ts';
import { MAX_BODY_DEPTH, MAX_BODY_VALUES, withinJsonBounds } from './json-depth.ts';
import { unknownFieldMessage } from './unknown-field.ts';

/** Largest delay (ms) or count a fault takes: a day, which is also below the largest timer Node keeps. */
const MAX_FAULT_NUMBER = 86_400_000;
/** Longer than any operationId of the contract ('*' stands for all). */
const MAX_OPERATION_ID = 100;
/** Every field a fault takes: anything else is refused by name (a `delay` meant as `delayMs` must not leave a bare 500). */
export const FAULT_FIELDS = ['operationId', 'status', 'body', 'delayMs', 'jitterMs', 'times', 'probability'] as const;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const unknownOperationMessage = (id: string) =>
  `operationId must name an operation of the contract, or '*' for every operation (got '${id.slice(0, MAX_OPERATION_ID)}')`;

/**
 * A fault as POST /__mock/faults (or a snapshot) gives it: the fault, or the message saying what is wrong — an
 * unknown field, an operation the contract does not have, a value out of range.
 */
export function checkFault(
  body: unknown,
  knownOperation: (id: string) => boolean,
): { fault: FaultSpec } | { message: string } {
  if (!isRecord(body)) return { message: 'operationId (string) and status (number) are required' };
  const unknown = Object.keys(body).find((key) => !(FAULT_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) return { message: unknownFieldMessage(unknown, 'a fault', FAULT_FIELDS) };
  if (typeof body.operationId !== 'string' || typeof body.status !== 'number') {
    return { message: 'operationId (string) and status (number) are required' };
  }
  const { operationId, status, delayMs, jitterMs, times, probability } = body;
  if (operationId !== '*' && !knownOperation(operationId)) return { message: unknownOperationMessage(operationId) };
  if (!Number.isInteger(status) || (status !== 0 && (status < 200 || status > 599))) {
    return { message: 'status must be 0 (delay only) or an HTTP status from 200 to 599' };
  }
  for (const [name, value] of Object.entries({ delayMs, jitterMs, times, probability })) {
    if (value !== undefined && (typeof value !== 'number' || value < 0 || value > MAX_FAULT_NUMBER)) {
      return { message: `${name} must be a number from 0 to ${MAX_FAULT_NUMBER}` };
    }
  }
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1))
    return { message: `times must be a whole number from 1 to ${MAX_FAULT_NUMBER}` };
  if (typeof probability === 'number' && probability > 1) return { message: 'probability must be between 0 and 1' };
  if (!withinJsonBounds(body.body)) {
    return {
      message: `body must nest at most ${MAX_BODY_DEPTH} levels deep and hold at most ${MAX_BODY_VALUES} values`,
    };
  }
  const fault = { operationId, status, body: body.body, delayMs, jitterMs, times, probability } as FaultSpec;
  for (const key of Object.keys(fault) as Array<keyof FaultSpec>) if (fault[key] === undefined) delete fault[key];
  return { fault };
}
