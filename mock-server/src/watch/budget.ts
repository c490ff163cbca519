/**
 * A token bucket: `perSecond` units come back each second, up to `burst`; a spend is allowed while the bucket is not
 * empty (one large spend may take it below zero, and later ones wait until it refills).
 */
export class Budget {
  private left: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.left = burst;
    this.at = now();
  }

  /** Spends `units` if anything is left (answers true), else spends nothing (answers false). */
  spend(units: number): boolean {
    const now = this.now();
    this.left = Math.min(this.burst, this.left + ((now - this.at) * this.perSecond) / 1000);
    this.at = now;
    if (this.left <= 0) return false;
    this.left -= units;
    return true;
  }
}
