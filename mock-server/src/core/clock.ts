/**
 * The mock's time. It runs with the wall clock (or stands still when frozen, for tests) and can be
 * moved forward through the control API, so expiry rules can be reached without waiting.
 */
export class MockClock {
  private offset = 0;
  private readonly startedAt: number;

  constructor(private readonly options: { start?: number; frozen?: boolean; wallClock?: () => number } = {}) {
    this.startedAt = this.wall();
  }

  private wall(): number {
    return (this.options.wallClock ?? Date.now)();
  }

  now(): number {
    const start = this.options.start ?? this.startedAt;
    const elapsed = this.options.frozen ? 0 : this.wall() - this.startedAt;
    return start + elapsed + this.offset;
  }

  advance(ms: number): void {
    this.offset += ms;
  }

  /** Moves the clock to a given time (snapshots); a running clock goes on from there. */
  setNow(ms: number): void {
    this.offset += ms - this.now();
  }

  reset(): void {
    this.offset = 0;
  }
}
