import { describe, expect, it } from 'vitest';
import { NewCandidates } from './new-candidates.ts';

describe('NewCandidates', () => {
  it('names the least recently active ones to forget so that one more fits, and only those', () => {
    const created = new NewCandidates(3);
    for (const id of [1, 2, 3]) {
      expect(created.makeRoom()).toEqual([]);
      created.add(id);
    }
    created.touch(1);
    created.touch(42); // not created by a sign-in: ignored
    expect(created.ids()).toEqual([2, 3, 1]);
    expect(created.makeRoom()).toEqual([2]);
    created.add(4);
    expect(created.ids()).toEqual([3, 1, 4]);
    expect(created.has(42)).toBe(false);
  });

  it('comes back within the limit after holding more (a restored snapshot)', () => {
    const created = new NewCandidates(2);
    created.replace([5, 6, 7, 8]);
    expect(created.makeRoom()).toEqual([5, 6, 7]);
    expect(created.size).toBe(1);
  });

  it('keeps 1,000 by default', () => {
    expect(new NewCandidates().limit).toBe(1000);
  });
});
