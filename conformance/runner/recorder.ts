import type { OwnershipRow } from './ownership.ts';
import type { CallResult, Violation } from './types.ts';

/** Everything seen in a run: statuses per operation, every violation, and what the authorization journey found. */
export class Recorder {
  readonly seen = new Map<string, Map<number, number>>();
  readonly violations: Violation[] = [];
  readonly ownership: OwnershipRow[] = [];
  calls = 0;

  record(result: CallResult): void {
    this.calls += 1;
    const statuses = this.seen.get(result.operationId) ?? new Map<number, number>();
    statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
    this.seen.set(result.operationId, statuses);
    this.violations.push(...result.violations);
  }
}
