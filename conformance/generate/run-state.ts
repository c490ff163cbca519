import { PRODUCERS, type Resource, type SessionValue } from './dependencies.ts';

/** At most this many values kept per resource (the first ones seen: the same run keeps the same ones). */
const POOL_CAP = 20;
const MAX_DEPTH = 8;

export interface Sessions {
  serviceToken: string;
  /** The candidate the run signed in (created, against the mock) and may write to; none for another contract. */
  candidate?: { mobile: string; candidateId: number; token: string };
  /** A second candidate, whose token the ownership probes send. */
  other?: { mobile: string; candidateId: number; token: string };
  client?: { email: string; token: string };
  /** The candidate the money calls act for (MONEY_OPERATIONS); the run's own candidate when none is known. */
  payer?: { mobile: string; token: string };
  /** The upstream bound sign-in tokens to their owner (strict ownership mode). */
  strict: boolean;
  signInCode?: string;
  aadhaarCode?: string;
  /**
   * A contract other than this product's: no sign-in, no dependencies, no ownership; the options' bearer token and
   * headers (an API key) go with every call that is not a probe without credentials.
   */
  generic?: { token?: string; headers: Record<string, string> };
}

/** What the run has learnt: its sessions and the values earlier answers gave. */
export class RunState {
  private readonly pools = new Map<Resource, Array<string | number>>();

  constructor(readonly sessions: Sessions) {}

  values(resource: Resource): ReadonlyArray<string | number> {
    return this.pools.get(resource) ?? [];
  }

  add(resource: Resource, value: string | number): void {
    const pool = this.pools.get(resource) ?? [];
    if (pool.length < POOL_CAP && !pool.includes(value) && value !== '' && value !== 0) pool.push(value);
    this.pools.set(resource, pool);
  }

  session(value: SessionValue): string | number | undefined {
    const { sessions } = this;
    switch (value) {
      case 'mobile':
        return sessions.candidate?.mobile;
      case 'payerMobile':
        return (sessions.payer ?? sessions.candidate)?.mobile;
      case 'candidateId':
        return sessions.candidate?.candidateId;
      case 'clientEmail':
        return sessions.client?.email;
      case 'signInCode':
        return sessions.signInCode;
      case 'aadhaarCode':
        return sessions.aadhaarCode;
      case 'blank':
        return undefined;
    }
  }

  /** Keeps the values a 2xx answer of a producing operation names. */
  harvest(operationId: string, body: unknown): void {
    const keys = PRODUCERS[operationId];
    if (keys) this.walk(keys, body, 0);
  }

  private walk(keys: Readonly<Record<string, Resource>>, node: unknown, depth: number): void {
    if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) this.walk(keys, item, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      const resource = keys[key];
      if (resource && (typeof value === 'string' || typeof value === 'number')) this.add(resource, value);
      else this.walk(keys, value, depth + 1);
    }
  }
}
