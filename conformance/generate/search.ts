import fc from 'fast-check';
import type { CheckName } from './checks.ts';
import type { Failure } from './send.ts';

export interface SearchSettings {
  seed: number;
  /** Cases generated at most (shrinking steps not counted). */
  numRuns: number;
  /** Epoch ms after which no case starts. */
  deadline: number;
  /** Shrinking steps at most per failure (each is a request). */
  shrinkSteps: number;
}

export interface Found<T> {
  value: T;
  failure: Failure;
}

/**
 * Runs `evaluate` over cases fast-check draws from `arbitrary` (seeded: the same seed draws the same cases). On a
 * failure of a check not failed before, fast-check shrinks the case (bounded: `shrinkSteps`) while that same check
 * still fails, and the search goes on with the remaining budget for the other checks.
 */
export async function search<T>(
  arbitrary: fc.Arbitrary<T>,
  evaluate: (value: T) => Promise<Failure[] | 'skip'>,
  settings: SearchSettings,
  failedBefore: (check: CheckName) => boolean,
): Promise<Array<Found<T>>> {
  const found: Array<Found<T>> = [];
  const known = new Set<CheckName>();
  let budget = settings.numRuns;
  for (let round = 0; budget > 0; round += 1) {
    const remaining = settings.deadline - Date.now();
    if (remaining <= 0) break;
    let runs = 0;
    let steps = 0;
    let target: CheckName | undefined;
    const failuresOf = new Map<T, Failure>();
    const property = fc.asyncProperty(arbitrary, async (value) => {
      if (target) {
        steps += 1;
        if (steps > settings.shrinkSteps || Date.now() > settings.deadline) return true;
      } else {
        runs += 1;
      }
      const failures = await evaluate(value);
      if (failures === 'skip') return true;
      const fresh = failures.filter((f) => !known.has(f.check) && !failedBefore(f.check));
      const hit = target ? fresh.find((f) => f.check === target) : fresh[0];
      if (!hit) return true;
      target ??= hit.check;
      failuresOf.set(value, hit);
      return false;
    });
    const outcome = await fc.check(property, {
      seed: settings.seed + round,
      numRuns: budget,
      interruptAfterTimeLimit: remaining,
      markInterruptAsFailure: false,
    });
    budget -= runs;
    if (!outcome.failed || !outcome.counterexample || !target) break;
    const value = outcome.counterexample[0];
    const failure = failuresOf.get(value) ?? { check: target, message: 'failed' };
    known.add(failure.check);
    found.push({ value, failure });
  }
  return found;
}
