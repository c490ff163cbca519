import type { ContractOperation } from '../contract/load-contract.ts';
import type { RawRequest } from '../contract/raw-request.ts';
import type { DriftKind } from './drift.ts';
import type { FaultInForce } from './faults.ts';
import type { MockResponse } from './types.ts';

/** What the pipeline notes on the way of a call while a console watches: where the answer came from. */
export interface CallNotes {
  /** performance.now() when the pipeline took the call. */
  readonly startedAt: number;
  /** An injected fault answered (or delayed) the call. */
  fault?: FaultInForce;
  /** A recorded answer (MOCK_REPLAY) was served. */
  replayed?: boolean;
  /** Drift was applied to the answer, or let a refused request through ('ignore-rule'). */
  drift?: DriftKind;
}

/** One call as the pipeline hands it to a watching console: the request as received and the answer as sent. */
export interface TappedCall {
  session: string | null;
  operation: ContractOperation;
  raw: RawRequest;
  response: MockResponse;
  notes: CallNotes;
  durationMs: number;
  /** Mock-clock time of the answer (epoch ms). */
  mockTime: number;
}

/**
 * Where the calls of one registry's worlds go while a developer console is open (mock-server/src/watch/), and nowhere
 * otherwise: then the pipeline reads `watching` and does nothing more, so a mock nobody watches pays one property
 * read per call. Every world of a registry shares its registry's tap.
 */
export class CallTap {
  watching = false;
  private sink: ((call: TappedCall) => void) | undefined;

  open(sink: (call: TappedCall) => void): void {
    this.sink = sink;
    this.watching = true;
  }

  close(): void {
    this.sink = undefined;
    this.watching = false;
  }

  capture(call: TappedCall): void {
    this.sink?.(call);
  }
}
