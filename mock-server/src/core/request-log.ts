export interface LoggedRequest {
  method: string;
  path: string;
  operationId: string | null;
  status: number;
  /** Mock-clock time, ISO 8601. */
  time: string;
}

const LIMIT = 5000;

/** How often an operation answered with a status, since the log was last cleared (the console's coverage). */
export interface AnsweredCount {
  operationId: string;
  status: number;
  count: number;
}

/**
 * The most recent requests (at most 5,000), oldest first, for tests and tools. A ring of columns: adding a call
 * writes five slots and makes no object, and the path and time are worked out only when the list is read (a
 * server answering thousands of calls a second would otherwise keep thousands of small objects alive).
 */
export class RequestLog {
  private readonly methods: string[] = new Array<string>(LIMIT);
  private readonly urls: string[] = new Array<string>(LIMIT);
  private readonly operationIds: Array<string | null> = new Array<string | null>(LIMIT);
  private readonly statuses = new Uint16Array(LIMIT);
  private readonly times = new Float64Array(LIMIT);
  private count = 0;
  private next = 0;
  private calls = 0;
  /** Calls per operation and status, all of them (the ring keeps only the last 5,000): a handful of counters. */
  private readonly answered = new Map<string | null, Map<number, number>>();

  /** One call: its method, its URL as requested (the query is dropped when listed), operation, status and mock time. */
  add(method: string, url: string, operationId: string | null, status: number, at: number): void {
    this.calls += 1;
    let byStatus = this.answered.get(operationId);
    if (byStatus === undefined) {
      byStatus = new Map();
      this.answered.set(operationId, byStatus);
    }
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const slot = this.next;
    this.methods[slot] = method;
    this.urls[slot] = url;
    this.operationIds[slot] = operationId;
    this.statuses[slot] = status;
    this.times[slot] = at;
    this.next = (slot + 1) % LIMIT;
    if (this.count < LIMIT) this.count += 1;
  }

  get size(): number {
    return this.count;
  }

  /** Every call logged since the last clear, beyond the 5,000 listed. */
  get total(): number {
    return this.calls;
  }

  /** Calls per operation and status since the last clear. */
  answeredCounts(): AnsweredCount[] {
    return [...this.answered].flatMap(([operationId, byStatus]) =>
      operationId === null ? [] : [...byStatus].map(([status, count]) => ({ operationId, status, count })),
    );
  }

  list(): LoggedRequest[] {
    const first = this.count < LIMIT ? 0 : this.next;
    return Array.from({ length: this.count }, (_, i) => {
      const slot = (first + i) % LIMIT;
      const url = this.urls[slot] ?? '';
      return {
        method: (this.methods[slot] ?? '').toUpperCase(),
        path: url.split('?')[0] ?? url,
        operationId: this.operationIds[slot] ?? null,
        status: this.statuses[slot] ?? 0,
        time: new Date(this.times[slot] ?? 0).toISOString(),
      };
    });
  }

  clear(): void {
    this.count = 0;
    this.next = 0;
    this.calls = 0;
    this.answered.clear();
  }
}
