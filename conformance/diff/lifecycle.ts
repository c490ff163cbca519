import type { Stability } from './types.ts';

// What an operation or a parameter promises, and for how long: `x-stability-level` (draft, alpha, beta, stable;
// none is stable) and, once `deprecated`, `x-sunset` (the date after which it may go, `YYYY-MM-DD` or an RFC 3339
// date-time). The policy (docs/contract-changes.md, "Deprecation and stability"):
// - removing what was deprecated with a sunset date that has passed breaks nobody, and says so;
// - removing it before its sunset date, or removing what was not deprecated, or (by default) deprecated with no
//   sunset date breaks the client; `--deprecation deprecated` lets deprecation alone allow removal;
// - what is draft or alpha promises nothing: its changes and its removal break nobody;
// - lowering a stability level, moving a sunset date earlier or dropping it breaks the client.

const LEVELS: readonly Stability[] = ['draft', 'alpha', 'beta', 'stable'];

/** The level's rank (draft 0 … stable 3), undefined for a value that is not a level; none is stable. */
export function stabilityRank(value: unknown): number | undefined {
  if (value === undefined) return LEVELS.indexOf('stable');
  const index = LEVELS.indexOf(value as Stability);
  return index < 0 ? undefined : index;
}

export const stabilityOf = (value: unknown): Stability | undefined =>
  value === undefined ? 'stable' : LEVELS.includes(value as Stability) ? (value as Stability) : undefined;

/** Draft and alpha promise nothing. */
export const promisesNothing = (stability: Stability | undefined) => stability === 'draft' || stability === 'alpha';

/** A sunset as a date (`YYYY-MM-DD`); undefined when absent, 'invalid' when it is not a date. */
export function sunsetOf(value: unknown): string | 'invalid' | undefined {
  if (value === undefined) return undefined;
  const text = value instanceof Date ? value.toISOString() : String(value);
  const match = /^(\d{4}-\d{2}-\d{2})(?:[Tt ][\d:.]+(?:[Zz]|[+-]\d{2}:?\d{2})?)?$/.exec(text.trim());
  if (!match?.[1] || Number.isNaN(Date.parse(match[1]))) return 'invalid';
  return match[1];
}

export type DeprecationPolicy = 'sunset' | 'deprecated';
export const DEPRECATION_POLICIES: readonly DeprecationPolicy[] = ['sunset', 'deprecated'];

export interface Removal {
  /** `…-removed`, `…-removed-before-sunset`, `…-removed-after-sunset`, or `lifecycle-invalid`. */
  kind: string;
  /** What the deprecation said, for the change's detail. */
  note: string;
}

/**
 * The kind of a removal (`prefix` `operation` or `parameter`) under the policy, from what the removed element said
 * of itself: `deprecated` and its `x-sunset`.
 */
export function removal(
  prefix: 'operation' | 'parameter',
  node: Record<string, unknown>,
  today: string,
  policy: DeprecationPolicy,
): Removal {
  if (node.deprecated !== true) return { kind: `${prefix}-removed`, note: 'not deprecated' };
  const sunset = sunsetOf(node['x-sunset']);
  if (sunset === 'invalid')
    return { kind: 'lifecycle-invalid', note: `deprecated, x-sunset '${String(node['x-sunset'])}' is not a date` };
  if (sunset === undefined)
    return policy === 'deprecated'
      ? { kind: `${prefix}-removed-after-sunset`, note: 'deprecated (policy: deprecation alone allows removal)' }
      : { kind: `${prefix}-removed`, note: 'deprecated with no sunset date' };
  return sunset <= today
    ? { kind: `${prefix}-removed-after-sunset`, note: `deprecated, sunset ${sunset} has passed` }
    : { kind: `${prefix}-removed-before-sunset`, note: `deprecated, sunset ${sunset} not reached` };
}

export interface LifecycleChange {
  kind: string;
  old: unknown;
  next: unknown;
  detail: string;
}

/** Changes of an operation's or a parameter's own lifecycle: its stability level and its sunset date. */
export function lifecycleChanges(
  what: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): LifecycleChange[] {
  const changes: LifecycleChange[] = [];
  const levels = [before['x-stability-level'], after['x-stability-level']];
  if (levels[0] !== levels[1]) {
    const [was, now] = levels.map(stabilityRank);
    if (now === undefined || was === undefined)
      changes.push({
        kind: 'lifecycle-invalid',
        old: levels[0],
        next: levels[1],
        detail: `x-stability-level of ${what} is not a level`,
      });
    else if (was !== undefined && now < was)
      changes.push({
        kind: 'stability-decreased',
        old: levels[0] ?? 'stable',
        next: levels[1],
        detail: `x-stability-level of ${what} lowered`,
      });
  }
  const sunsets = [before['x-sunset'], after['x-sunset']];
  if (JSON.stringify(sunsets[0]) !== JSON.stringify(sunsets[1])) {
    const [was, now] = sunsets.map(sunsetOf);
    if (now === 'invalid' || was === 'invalid')
      changes.push({
        kind: 'lifecycle-invalid',
        old: sunsets[0],
        next: sunsets[1],
        detail: `x-sunset of ${what} is not a date`,
      });
    else if (before.deprecated === true && after.deprecated === true && was !== undefined && was !== 'invalid') {
      if (now === undefined)
        changes.push({
          kind: 'sunset-removed',
          old: was,
          next: '(none)',
          detail: `sunset date of deprecated ${what} removed`,
        });
      else if (now < was)
        changes.push({
          kind: 'sunset-moved-earlier',
          old: was,
          next: now,
          detail: `sunset date of deprecated ${what} moved earlier`,
        });
    }
  }
  return changes;
}
