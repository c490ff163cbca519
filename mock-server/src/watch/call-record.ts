import type { ContractOperation } from '../contract/load-contract.ts';
import type { UploadedFile } from '../contract/raw-request.ts';
import type { CallNotes, TappedCall } from '../core/call-tap.ts';
import { isReusable } from '../core/json-bytes.ts';
import type { MockResponse } from '../core/types.ts';

/** What a kept call says of its answer's body: nothing, its JSON or text as sent, or how many bytes of a file. */
export type KeptAnswer =
  | { kind: 'none' }
  | { kind: 'json-bytes'; bytes: Uint8Array }
  | { kind: 'text'; text: string; json: boolean }
  | { kind: 'binary'; size: number };

/** The request as received, without the bytes of its files (their names, types and sizes stay). */
export interface KeptRequest {
  method: string;
  url: string;
  pathParams: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string | undefined>;
  contentType?: string;
  body?: unknown;
  files: Array<Omit<UploadedFile, 'data'>>;
}

/** One call a console saw, as a ring keeps it (call-ring.ts): enough to show it, check it and send it again. */
export interface CallRecord {
  readonly id: number;
  /** Wall-clock time of the answer (epoch ms). */
  readonly time: number;
  readonly mockTime: number;
  readonly session: string | null;
  readonly operation: ContractOperation;
  readonly request: KeptRequest;
  readonly status: number;
  readonly contentType?: string;
  readonly headers: Record<string, string>;
  readonly answer: KeptAnswer;
  readonly notes: CallNotes;
  readonly durationMs: number;
  /** What the record holds, estimated: what its ring is bounded by. */
  readonly bytes: number;
  /** The contract's verdict on the answer, worked out the first time it is needed (verdict.ts). */
  verdict?: Verdict;
}

export interface Verdict {
  valid: boolean;
  violations: Array<{ pointer: string; expected: string }>;
}

/** Bytes a record holds beyond its bodies: the request's headers, parameters and the fields around them. */
const RECORD_OVERHEAD_BYTES = 1024;

/**
 * The answer's body as the client received it. Bytes written into memory the adapter hands back for reuse once sent
 * (json-bytes.ts) are copied, since the next large answer overwrites them; a file's bytes are not kept.
 */
function keptAnswer(response: MockResponse): KeptAnswer {
  const bytes = response.jsonBytes;
  if (bytes !== undefined) return { kind: 'json-bytes', bytes: isReusable(bytes) ? bytes.slice() : bytes };
  const body = response.body;
  if (body === undefined) return { kind: 'none' };
  if (Buffer.isBuffer(body)) return { kind: 'binary', size: body.length };
  if (typeof body === 'string' && response.contentType?.startsWith('text/'))
    return { kind: 'text', text: body, json: false };
  return { kind: 'text', text: JSON.stringify(body), json: true };
}

const answerSize = (answer: KeptAnswer): number =>
  answer.kind === 'json-bytes' ? answer.bytes.byteLength : answer.kind === 'text' ? answer.text.length * 2 : 0;

function keptRequest(call: TappedCall): KeptRequest {
  const { raw } = call;
  return {
    method: raw.method.toUpperCase(),
    url: raw.url,
    pathParams: raw.pathParams,
    query: raw.query,
    headers: raw.headers,
    ...(raw.contentType === undefined ? {} : { contentType: raw.contentType }),
    ...(raw.body === undefined ? {} : { body: raw.body }),
    files: raw.files.map(({ field, filename, mimetype, size }) => ({ field, filename, mimetype, size })),
  };
}

/** A call as it is kept: the pieces of the request and answer a console reads, copied where they would change. */
export function recordOf(id: number, call: TappedCall, time: number): CallRecord {
  const answer = keptAnswer(call.response);
  const requestBytes = Number(call.raw.headers['content-length'] ?? 0) || 0;
  return {
    id,
    time,
    mockTime: call.mockTime,
    session: call.session,
    operation: call.operation,
    request: keptRequest(call),
    status: call.response.status,
    ...(call.response.contentType === undefined ? {} : { contentType: call.response.contentType }),
    headers: call.response.headers ?? {},
    answer,
    notes: call.notes,
    durationMs: call.durationMs,
    bytes: RECORD_OVERHEAD_BYTES + requestBytes + call.raw.url.length * 2 + answerSize(answer),
  };
}
