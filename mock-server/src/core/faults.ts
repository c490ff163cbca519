export interface FaultSpec {
  operationId: string;
  status: number;
  body?: unknown;
  delayMs?: number;
  /** Extra delay drawn afresh for each call, from 0 up to this many ms, on top of `delayMs`. */
  jitterMs?: number;
  /** How many matching calls fail; unlimited when absent. */
  times?: number;
  /** Chance (0..1) that a matching call fails; always when absent. */
  probability?: number;
}

/** Injected failures, consulted before a handler runs. */
export class FaultTable {
  private faults: FaultSpec[] = [];

  constructor(private readonly random: () => number = Math.random) {}

  add(fault: FaultSpec): void {
    this.faults.push({ ...fault });
  }

  clear(): void {
    this.faults = [];
  }

  list(): FaultSpec[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** Puts back a saved list (snapshots), remaining `times` included. */
  replace(faults: readonly FaultSpec[]): void {
    this.faults = faults.map((f) => ({ ...f }));
  }

  /**
   * The fault that applies to this call, if any (one naming the operation before one for every operation, '*');
   * counts it against `times`. The answer's `delayMs` includes this call's draw of `jitterMs`.
   */
  take(operationId: string): FaultSpec | undefined {
    if (this.faults.length === 0) return undefined;
    const fault =
      this.faults.find((f) => f.operationId === operationId) ?? this.faults.find((f) => f.operationId === '*');
    if (!fault) return undefined;
    if (fault.probability !== undefined && this.random() >= fault.probability) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    if (!fault.jitterMs) return fault;
    return { ...fault, delayMs: (fault.delayMs ?? 0) + Math.floor(this.random() * (fault.jitterMs + 1)) };
  }
}
