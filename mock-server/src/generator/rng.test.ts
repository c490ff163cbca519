import { describe, expect, it } from 'vitest';
import { createRng, weightedPicker } from './rng.ts';

const draws = (seed: number | string, n = 50): number[] => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('createRng', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    expect(draws(7)).toEqual(draws(7));
    expect(draws('world')).toEqual(draws('world'));
    expect(draws(7)).not.toEqual(draws(8));
    expect(draws('world')).not.toEqual(draws('World'));
  });

  it('draws floats in [0, 1)', () => {
    expect(draws(1, 5000).filter((x) => x < 0 || x >= 1)).toEqual([]);
  });

  it('int(min, max) includes both ends and nothing outside them', () => {
    const rng = createRng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rng.int(1, 6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => rng.int(5, 4)).toThrow(RangeError);
  });

  it('pick() returns a member and refuses an empty list', () => {
    const rng = createRng(4);
    const list = ['a', 'b', 'c'] as const;
    for (let i = 0; i < 100; i++) expect(list).toContain(rng.pick(list));
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('pickSome() returns n distinct members without touching the input', () => {
    const rng = createRng(5);
    const list = [1, 2, 3, 4, 5, 6, 7, 8];
    const some = rng.pickSome(list, 3);
    expect(some).toHaveLength(3);
    expect(new Set(some).size).toBe(3);
    for (const x of some) expect(list).toContain(x);
    expect(list).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rng.pickSome(list, 20).sort()).toEqual(list);
    expect(rng.pickSome(list, 0)).toEqual([]);
  });

  it('chance(p) is never true at 0, always at 1 and about p in between', () => {
    const rng = createRng(6);
    let hits = 0;
    for (let i = 0; i < 4000; i++) {
      expect(rng.chance(0)).toBe(false);
      expect(rng.chance(1)).toBe(true);
      if (rng.chance(0.25)) hits++;
    }
    expect(hits / 4000).toBeGreaterThan(0.22);
    expect(hits / 4000).toBeLessThan(0.28);
  });
});

describe('weighted picks', () => {
  it('never picks a zero weight and follows the weights', () => {
    const rng = createRng(9);
    const items = [
      ['never', 0],
      ['rare', 1],
      ['often', 3],
    ] as const;
    const fromPicker = weightedPicker(items);
    const counts = { never: 0, rare: 0, often: 0 };
    for (let i = 0; i < 4000; i++) {
      counts[fromPicker(rng)]++;
      counts[rng.pickWeighted(items)]++;
    }
    expect(counts.never).toBe(0);
    expect(counts.often / counts.rare).toBeGreaterThan(2.5);
    expect(counts.often / counts.rare).toBeLessThan(3.5);
  });

  it('refuses a list without any weight', () => {
    expect(() => weightedPicker([['x', 0]])).toThrow(RangeError);
    expect(() => createRng(1).pickWeighted([])).toThrow(RangeError);
  });
});
