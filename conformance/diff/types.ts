/** Who must change because of a change to the contract (issue 28's definitions, README "Change kinds"). */
export type Breaks = 'client' | 'upstream' | 'both' | 'none';

/** Where a change sits: what the client sends (request), what it is answered (response). */
export type Side = 'request' | 'response';

/** One change as the walk finds it, before it is classified and matched against the client's usage. */
export interface RawChange {
  kind: string;
  side: Side;
  operationId: string;
  /** `GET /path`: the operation as the wire sees it. */
  operation: string;
  /** JSON pointer into the head contract (into the base contract for something removed). */
  pointer: string;
  old: string;
  new: string;
  /** What changed, in a few words ("answer field removed: jobTitle"). */
  detail: string;
  /** The data path the client sends or reads (`data/*\/jobTitle`, `query/mobileNumber`); null: the whole operation. */
  dataPath: string | null;
}

export interface Change extends RawChange {
  breaks: Breaks;
  /** true or false from the client's recorded usage; null when there is none. */
  readByClient: boolean | null;
  /** "read by the client (3 tests, e.g. web/src/…:12)", "not read by this client" or "no usage data". */
  reading: string;
  /** One line: what changed, old → new, why it breaks whom, and whether the client reads it. */
  message: string;
}
