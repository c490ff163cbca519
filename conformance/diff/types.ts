/** Who must change because of a change to the contract (docs/contract-changes.md, "Change kinds"). */
export type Breaks = 'client' | 'upstream' | 'both' | 'none';

/**
 * Where a change sits: `request` = what the caller sends (parameters, bodies, the operation itself, its security),
 * `response` = what it is answered. The client is the caller, except in a webhook, where the upstream calls the
 * client (kinds.ts classifies a webhook's changes with the roles exchanged).
 */
export type Side = 'request' | 'response';

/** An operation's promise (`x-stability-level`): below beta it promises nothing. */
export type Stability = 'draft' | 'alpha' | 'beta' | 'stable';

/** One change as the walk finds it, before it is classified and matched against the client's usage. */
export interface RawChange {
  kind: string;
  side: Side;
  operationId: string;
  /** `GET /path` (or `WEBHOOK name POST`): the operation as the wire sees it. */
  operation: string;
  /** JSON pointer into the head contract, or into the base contract (`located: 'base'`) for something removed. */
  pointer: string;
  located: 'base' | 'head';
  old: string;
  new: string;
  /** What changed, in a few words ("answer field removed: jobTitle"). */
  detail: string;
  /** The data path the client sends or reads (`data/*\/jobTitle`, `query/mobileNumber`); null: the whole operation. */
  dataPath: string | null;
  /** A webhook: the upstream calls the client. */
  webhook?: boolean;
  /** Set when the operation promises nothing (draft or alpha): the change then breaks nobody. */
  unstable?: Stability;
}

export interface Change extends RawChange {
  breaks: Breaks;
  /** true or false from the client's recorded usage; null when there is none. */
  usedByClient: boolean | null;
  /** "sent by the client (always, 3 tests, e.g. web/src/…:12)", "read by the client (…)", "not read by this client"… */
  usage: string;
  /** Where the change is written: `openapi/src/paths/jobs.yaml:42` (the base's place for something removed). */
  source?: string;
  /** One line: what changed, old → new, why it breaks whom, and whether this client is affected. */
  message: string;
}
