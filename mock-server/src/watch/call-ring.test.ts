import { describe, expect, it } from 'vitest';
import { CallRing } from './call-ring.ts';
import type { CallRecord } from './call-record.ts';

const record = (id: number, bytes: number) => ({ id, bytes }) as CallRecord;

describe('CallRing', () => {
  it('keeps the last calls up to its count, oldest going first, and finds them by id', () => {
    const ring = new CallRing(3, 1_000_000);
    for (let id = 1; id <= 5; id++) ring.add(record(id, 10));
    expect(ring.size).toBe(3);
    expect(ring.find(2)).toBeUndefined();
    expect(ring.find(4)?.id).toBe(4);
    expect(ring.after(3).map((r) => r.id)).toEqual([4, 5]);
    expect(ring.bytes).toBe(30);
  });

  it('lets the oldest go once the bytes held pass the bound, and keeps the newest whatever its size', () => {
    const ring = new CallRing(200, 100);
    ring.add(record(1, 40));
    ring.add(record(2, 40));
    ring.add(record(3, 40));
    expect(ring.after(0).map((r) => r.id)).toEqual([2, 3]);
    ring.add(record(4, 500));
    expect(ring.after(0).map((r) => r.id)).toEqual([4]);
    expect(ring.bytes).toBe(500);
  });
});
