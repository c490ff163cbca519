export interface FaultSpec {
  operationId: string;
  status: number;
  body?: unknown;
  delayMs?: number;
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

  /** The fault that applies to this call, if any; counts it against `times`. */
  take(operationId: string): FaultSpec | undefined {
    const fault = this.faults.find((f) => f.operationId === operationId || f.operationId === '*');
    if (!fault) return undefined;
    if (fault.probability !== undefined && this.random() >= fault.probability) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}
