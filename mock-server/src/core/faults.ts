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

/** A fault in force, as GET /__mock/faults lists it: its spec and the id DELETE /__mock/faults/{id} removes it by. */
export type FaultInForce = FaultSpec & { id: string };

/** Injected failures, consulted before a handler runs. */
export class FaultTable {
  private faults: FaultInForce[] = [];
  private lastId = 0;

  constructor(private readonly random: () => number = Math.random) {}

  /** Adds a fault after those in force (the first naming an operation applies); answers it with its id. */
  add(fault: FaultSpec): FaultInForce {
    this.lastId += 1;
    const added = { id: `f${this.lastId}`, ...fault };
    this.faults.push(added);
    return { ...added };
  }

  /** Removes one fault; false when no fault has that id. */
  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }

  list(): FaultInForce[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** The faults as specs, without their ids (snapshots: a restore gives them new ones). */
  specs(): FaultSpec[] {
    return this.faults.map(({ id: _id, ...spec }) => spec);
  }

  /** Puts back a saved list (snapshots), remaining `times` included. */
  replace(faults: readonly FaultSpec[]): void {
    this.faults = [];
    for (const fault of faults) this.add(fault);
  }

  /**
   * The fault that applies to this call, if any (one naming the operation before one for every operation, '*');
   * counts it against `times`. The answer's `delayMs` includes this call's draw of `jitterMs`.
   */
  take(operationId: string): FaultInForce | undefined {
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
