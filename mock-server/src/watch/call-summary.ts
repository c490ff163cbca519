import type { DriftKind } from '../core/drift.ts';
import type { CallRecord, Verdict } from './call-record.ts';
import { verdictOf } from './verdict.ts';

/** One call as the console's stream carries it: the line of the calls list. */
export interface CallSummary {
  id: number;
  /** The session the call went to; null for the default world. */
  session: string | null;
  /** Wall-clock time of the answer, ISO 8601. */
  time: string;
  operationId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  verdict: Verdict;
  /** The injected fault that answered or delayed the call. */
  fault?: { id: string; status: number; delayMs?: number };
  /** The drift that changed the answer, or let a refused request through. */
  drift?: DriftKind;
  /** A recorded answer was served (MOCK_REPLAY). */
  replayed?: true;
}

export const pathOf = (url: string): string => url.split('?')[0] ?? url;

export function summaryOf(record: CallRecord): CallSummary {
  const { fault, drift, replayed } = record.notes;
  return {
    id: record.id,
    session: record.session,
    time: new Date(record.time).toISOString(),
    operationId: record.operation.operationId,
    method: record.request.method,
    path: pathOf(record.request.url),
    status: record.status,
    durationMs: Math.round(record.durationMs * 10) / 10,
    verdict: verdictOf(record),
    ...(fault
      ? {
          fault: {
            id: fault.id,
            status: fault.status,
            ...(fault.delayMs === undefined ? {} : { delayMs: fault.delayMs }),
          },
        }
      : {}),
    ...(drift ? { drift } : {}),
    ...(replayed ? { replayed: true as const } : {}),
  };
}
