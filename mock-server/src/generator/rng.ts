export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to n distinct items in random order. */
  pickSome<T>(items: readonly T[], n: number): T[];
  pickWeighted<T>(items: readonly (readonly [T, number])[]): T;
  chance(p: number): boolean;
}

/** Picks from a fixed weighted list in O(log n); build once, draw many times. */
export function weightedPicker<T>(items: readonly (readonly [T, number])[]): (rng: Rng) => T {
  const values = items.map(([item]) => item);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of items) cumulative.push((total += weight));
  if (total <= 0) throw new RangeError('weightedPicker() needs a positive total weight');
  return (rng) => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > roll) hi = mid;
      else lo = mid + 1;
    }
    return values[lo] as T;
  };
}

function hashSeed(seed: number | string): number {
  if (typeof seed === 'number' && Number.isInteger(seed)) return seed >>> 0;
  // FNV-1a, so string and fractional seeds still give a stable 32-bit state.
  let h = 0x811c9dc5;
  for (const ch of String(seed)) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for mock data; not for cryptography. */
export function createRng(seed: number | string): Rng {
  let state = hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => {
    if (max < min) throw new RangeError(`int(${min}, ${max}): max is below min`);
    return min + Math.floor(next() * (max - min + 1));
  };

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() from an empty list');
    return items[int(0, items.length - 1)] as T;
  };

  const pickSome = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    const take = Math.max(0, Math.min(n, copy.length));
    for (let i = 0; i < take; i++) {
      const j = int(i, copy.length - 1);
      const held = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = held;
    }
    return copy.slice(0, take);
  };

  const pickWeighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    if (total <= 0) throw new RangeError('pickWeighted() needs a positive total weight');
    let roll = next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  };

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick,
    pickSome,
    pickWeighted,
    chance: (p) => next() < p,
  };
}
