import type { Change } from './types.ts';

export type FailOn = 'breaking' | 'client' | 'none';
export const FAIL_ON: readonly FailOn[] = ['breaking', 'client', 'none'];

/**
 * Whether a change fails a `--fail-on` run. `client`: a change that breaks the client (client or both) and that this
 * client sends or reads — or may: without usage data (usedByClient null) it counts as used, to be safe.
 * `breaking`: any change that breaks someone. `none`: nothing fails.
 */
export function fails(change: Change, failOn: FailOn): boolean {
  if (failOn === 'none') return false;
  if (failOn === 'breaking') return change.breaks !== 'none';
  return (change.breaks === 'client' || change.breaks === 'both') && change.usedByClient !== false;
}
