import type { FaultSpec } from '../core/faults.ts';
import { MAX_BODY_DEPTH, MAX_BODY_VALUES, withinJsonBounds } from './json-depth.ts';

/** Largest delay (ms) or count a fault takes: a day, which is also below the largest timer Node keeps. */
const MAX_FAULT_NUMBER = 86_400_000;
/** Longer than any operationId of the contract ('*' stands for all). */
const MAX_OPERATION_ID = 100;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A fault as POST /__mock/faults (or a snapshot) gives it: the fault, or the message saying what is wrong. */
export function checkFault(body: unknown): { fault: FaultSpec } | { message: string } {
  if (!isRecord(body) || typeof body.operationId !== 'string' || typeof body.status !== 'number') {
    return { message: 'operationId (string) and status (number) are required' };
  }
  const { operationId, status, delayMs, jitterMs, times, probability } = body;
  if (!Number.isInteger(status) || (status !== 0 && (status < 200 || status > 599))) {
    return { message: 'status must be 0 (delay only) or an HTTP status from 200 to 599' };
  }
  for (const [name, value] of Object.entries({ delayMs, jitterMs, times, probability })) {
    if (value !== undefined && (typeof value !== 'number' || value < 0 || value > MAX_FAULT_NUMBER)) {
      return { message: `${name} must be a number from 0 to ${MAX_FAULT_NUMBER}` };
    }
  }
  if (typeof probability === 'number' && probability > 1) return { message: 'probability must be between 0 and 1' };
  if (operationId.length > MAX_OPERATION_ID)
    return { message: `operationId must be at most ${MAX_OPERATION_ID} characters` };
  if (!withinJsonBounds(body.body)) {
    return {
      message: `body must nest at most ${MAX_BODY_DEPTH} levels deep and hold at most ${MAX_BODY_VALUES} values`,
    };
  }
  const fault = { operationId, status, body: body.body, delayMs, jitterMs, times, probability } as FaultSpec;
  for (const key of Object.keys(fault) as Array<keyof FaultSpec>) if (fault[key] === undefined) delete fault[key];
  return { fault };
}
