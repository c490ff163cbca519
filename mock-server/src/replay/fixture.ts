import { createHash } from 'node:crypto';
import type { RawRequest } from '../contract/raw-request.ts';
import { maskJson, maskValue } from './mask.ts';

export const FIXTURE_FORMAT = 1;

/** An uploaded file, kept as a digest: replay matches the bytes without storing them. */
export interface FileDigest {
  field: string;
  filename: string;
  mimetype: string;
  size: number;
  sha256: string;
}

/** The request fields replay matches on, masked. */
export interface RecordedRequest {
  method: string;
  /** The URL path as sent (masked), for people reading the fixture. */
  path: string;
  pathParams: Record<string, string>;
  query: Record<string, string | string[]>;
  /** Parsed JSON, text, or the multipart fields (masked). */
  body?: unknown;
  files?: FileDigest[];
}

export interface RecordedResponse {
  status: number;
  /** The headers a client reads (content type, disposition, caching, location), lower-cased. */
  headers: Record<string, string>;
  /** One of: a JSON value, a text, or bytes in base64 (none when the answer had no body). */
  json?: unknown;
  text?: string;
  base64?: string;
}

/** One exchange forwarded to the upstream, as `npm run contract:proxy -- --record DIR` writes it. */
export interface Fixture {
  format: typeof FIXTURE_FORMAT;
  operationId: string;
  request: RecordedRequest;
  response: RecordedResponse;
  /** Whether the answer kept to the contract when it was recorded; the violations found otherwise. */
  conforms: boolean;
  violations: string[];
}

const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

const maskRecord = <Value extends string | string[]>(record: Record<string, Value>): Record<string, Value> =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((v) => maskValue(key, v)) : maskValue(key, value),
    ]),
  ) as Record<string, Value>;

/** What replay compares, from a request as the pipeline receives it: masked by the recording rules. */
export function significantFields(
  raw: Pick<RawRequest, 'pathParams' | 'query' | 'body' | 'files'>,
): Omit<RecordedRequest, 'method' | 'path'> {
  const fields: Omit<RecordedRequest, 'method' | 'path'> = {
    pathParams: maskRecord(raw.pathParams),
    query: maskRecord(raw.query),
  };
  if (raw.body !== undefined) fields.body = maskJson(raw.body);
  if (raw.files.length > 0) {
    fields.files = raw.files.map((f) => ({
      field: f.field,
      filename: f.filename,
      mimetype: f.mimetype,
      size: f.size,
      sha256: sha256(f.data),
    }));
  }
  return fields;
}

/** A text with object keys in sorted order, so equal values give equal keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The lookup key of a request: its operation and its masked significant fields. */
export function matchKey(operationId: string, fields: Omit<RecordedRequest, 'method' | 'path'>): string {
  return `${operationId} ${canonical({ pathParams: fields.pathParams, query: fields.query, body: fields.body ?? null, files: fields.files ?? [] })}`;
}

/** Whether a value reads the same once masked (a fixture must hold no unmasked secret). */
export const isMasked = (value: unknown): boolean => canonical(maskJson(value)) === canonical(value);
