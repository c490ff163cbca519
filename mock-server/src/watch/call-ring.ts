import type { CallRecord } from './call-record.ts';

/** Calls a ring keeps at most, and the bytes they may hold (the bodies count). */
export const RING_CALLS = 200;
export const RING_BYTES = 2 * 1024 * 1024;

/**
 * One session's last calls as the console saw them, oldest first: at most RING_CALLS, and at most RING_BYTES of
 * bodies (the oldest go first; the newest is kept whatever its size). Ids only grow, so a call is found by halving.
 */
export class CallRing {
  private readonly records: CallRecord[] = [];
  private held = 0;

  constructor(
    private readonly maxCalls = RING_CALLS,
    private readonly maxBytes = RING_BYTES,
  ) {}

  add(record: CallRecord): void {
    this.records.push(record);
    this.held += record.bytes;
    while (this.records.length > this.maxCalls || (this.held > this.maxBytes && this.records.length > 1)) {
      this.held -= this.records.shift()!.bytes;
    }
  }

  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.records.length;
  }

  find(id: number): CallRecord | undefined {
    let low = 0;
    let high = this.records.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const record = this.records[middle]!;
      if (record.id === id) return record;
      if (record.id < id) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /** The calls after `id`, oldest first. */
  after(id: number): CallRecord[] {
    return this.records.filter((record) => record.id > id);
  }
}
