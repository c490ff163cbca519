import type { ContractViolation } from '#mock/contract/response-validator.ts';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Uint8Array<ArrayBuffer>;
}

export interface CallInput {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: Record<string, string | FilePart>;
  /** 'auto' sends the service token where the operation takes one; 'none' sends none; a string is sent as the token. */
  auth?: 'auto' | 'none' | string;
  /**
   * The X-User-Token header (the strict ownership mode's scheme): 'auto' (default) sends the token of the
   * candidate the call names when its sign-in asked for it; 'none' sends none; a string is sent as it is.
   */
  userToken?: 'auto' | 'none' | string;
  /** Statuses this step expects; anything else fails the step (violations are reported either way). */
  expect?: number | number[];
}

export interface CallResult {
  operationId: string;
  status: number;
  contentType: string;
  headers: Record<string, string>;
  /** Parsed JSON or text; undefined for binary and empty bodies. */
  body: unknown;
  bytes: number;
  request: string;
  violations: Violation[];
  /** The request was not sent (it breaks the contract and the run skips such requests); holds the reason. */
  notSent?: string;
}

export interface Violation extends ContractViolation {
  /** 'METHOD /path?query' of the request that drew the answer. */
  request: string;
  /** What the answer had instead, where that helps (a missing field's likely new name). */
  note?: string;
}

export type JourneyOutcome = 'passed' | 'failed' | 'skipped';

export interface JourneyResult {
  name: string;
  outcome: JourneyOutcome;
  /** Why it was skipped, or what failed. */
  reason?: string;
  calls: number;
  violations: Violation[];
  seconds: number;
}
