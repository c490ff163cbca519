export interface LoggedRequest {
  method: string;
  path: string;
  operationId: string | null;
  status: number;
  /** Mock-clock time, ISO 8601. */
  time: string;
}

interface Entry extends Omit<LoggedRequest, 'time'> {
  at: number;
}

const LIMIT = 5000;

/** The most recent requests (at most 5,000), oldest first, for tests and tools. A ring: adding is O(1). */
export class RequestLog {
  private entries: Entry[] = [];
  private next = 0;

  add(entry: Omit<LoggedRequest, 'time'> & { at: number }): void {
    if (this.entries.length < LIMIT) this.entries.push(entry);
    else this.entries[this.next] = entry;
    this.next = (this.next + 1) % LIMIT;
  }

  list(): LoggedRequest[] {
    const ordered = this.entries.length < LIMIT ? this.entries : [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)];
    return ordered.map(({ at, ...rest }) => ({ ...rest, time: new Date(at).toISOString() }));
  }

  clear(): void {
    this.entries = [];
    this.next = 0;
  }
}
