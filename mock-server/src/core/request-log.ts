export interface LoggedRequest {
  method: string;
  path: string;
  operationId: string | null;
  status: number;
  /** Mock-clock time, ISO 8601. */
  time: string;
}

const LIMIT = 5000;

/** The most recent requests, oldest first, for tests and tools. */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > LIMIT) this.entries.splice(0, this.entries.length - LIMIT);
  }

  list(): LoggedRequest[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}
