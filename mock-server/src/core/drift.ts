/**
 * rename-field, drop-required, wrong-type: the answer's body breaks its schema; undocumented-status: it comes with
 * HTTP 418; ignore-rule: the operation stops enforcing its request rules (what the contract refuses reaches the handler).
 */
export const DRIFT_KINDS = [
  'rename-field',
  'drop-required',
  'wrong-type',
  'undocumented-status',
  'ignore-rule',
] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

/** Deliberate contract breaks per operation, switched on through the control API. */
export class DriftTable {
  private readonly drifts = new Map<string, DriftKind>();

  set(operationId: string, kind: DriftKind): void {
    this.drifts.set(operationId, kind);
  }

  get(operationId: string): DriftKind | undefined {
    return this.drifts.get(operationId);
  }

  /** Switches one operation's drift off; false when none was set. */
  remove(operationId: string): boolean {
    return this.drifts.delete(operationId);
  }

  clear(): void {
    this.drifts.clear();
  }

  list(): Array<{ operationId: string; kind: DriftKind }> {
    return [...this.drifts].map(([operationId, kind]) => ({ operationId, kind }));
  }
}
