/**
 * The default bound on candidates a sign-in creates (MOCK_NEW_CANDIDATE_LIMIT). The store finds a candidate by
 * number by reading every row: on a shared 2-core machine a lookup took 1.9 ms with 1,000 candidates and 15 ms
 * with 10,000, so 1,000 keeps every call that names a number fast while holding far more sign-ins than a test run
 * or a demo makes.
 */
export const DEFAULT_NEW_CANDIDATE_LIMIT = 1000;

/**
 * The candidates sign-ins created (never the seeded ones), least recently active first, at most `limit` of
 * them. `touch` marks one active; `makeRoom` names the idle ones to forget before one more is created.
 */
export class NewCandidates {
  /** Candidate ids in the order of their last activity, oldest first (a Map keeps insertion order). */
  private readonly byActivity = new Map<number, true>();

  constructor(readonly limit = DEFAULT_NEW_CANDIDATE_LIMIT) {}

  get size(): number {
    return this.byActivity.size;
  }

  has(id: number): boolean {
    return this.byActivity.has(id);
  }

  /** A created candidate, the most recently active. */
  add(id: number): void {
    this.byActivity.delete(id);
    this.byActivity.set(id, true);
  }

  /** The candidate was active now (ids of seeded candidates are ignored). */
  touch(id: number): void {
    if (this.byActivity.delete(id)) this.byActivity.set(id, true);
  }

  /** The ids to forget, oldest-idle first, so that one more fits within the limit; they leave the list. */
  makeRoom(): number[] {
    const idle: number[] = [];
    for (const id of this.byActivity.keys()) {
      if (this.byActivity.size - idle.length < this.limit) break;
      idle.push(id);
    }
    for (const id of idle) this.byActivity.delete(id);
    return idle;
  }

  /** Ids oldest-idle first. */
  ids(): number[] {
    return [...this.byActivity.keys()];
  }

  /** Starts again from these ids, the first the oldest idle (a snapshot restored). */
  replace(ids: Iterable<number>): void {
    this.byActivity.clear();
    for (const id of ids) this.byActivity.set(id, true);
  }

  clear(): void {
    this.byActivity.clear();
  }
}
