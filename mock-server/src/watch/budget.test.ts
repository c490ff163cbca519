import { describe, expect, it } from 'vitest';
import { Budget } from './budget.ts';

describe('Budget', () => {
  it('allows a burst, then as much as comes back each second', () => {
    let now = 0;
    const budget = new Budget(10, 5, () => now);
    expect(Array.from({ length: 7 }, () => budget.spend(1))).toEqual([true, true, true, true, true, false, false]);
    now += 300;
    expect(Array.from({ length: 4 }, () => budget.spend(1))).toEqual([true, true, true, false]);
    now += 10_000;
    expect(Array.from({ length: 6 }, () => budget.spend(1)).filter(Boolean)).toHaveLength(5);
  });

  it('lets one large spend through when something is left, and makes the next ones wait', () => {
    let now = 0;
    const budget = new Budget(100, 100, () => now);
    expect(budget.spend(250)).toBe(true);
    expect(budget.spend(1)).toBe(false);
    now += 1000;
    expect(budget.spend(1)).toBe(false);
    now += 600;
    expect(budget.spend(1)).toBe(true);
  });
});
