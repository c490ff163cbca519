import type { ObservedResponse } from '#mock/contract/response-validator.ts';

export interface Observed extends ObservedResponse {
  headers: Record<string, string>;
  contentType: string;
  bytes: number;
  /** Set when a JSON media type carried a body that is not JSON. */
  unparsable?: boolean;
}

/** Reads a fetch Response into what the contract check needs: status, headers, media type, parsed body. */
export async function observeResponse(response: Response): Promise<Observed> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return observeBytes(response.status, headers, new Uint8Array(await response.arrayBuffer()));
}

/** The same, from a status, lower-cased headers and the body bytes already read. */
export function observeBytes(status: number, headers: Record<string, string>, buffer: Uint8Array): Observed {
  const contentType = headers['content-type'] ?? '';
  const media = contentType.split(';')[0]!.trim().toLowerCase();
  const observed: Observed = { status, headers, contentType, bytes: buffer.length, body: undefined };
  if (buffer.length === 0) return observed;
  const text = new TextDecoder().decode(buffer);
  if (media.endsWith('json')) {
    try {
      observed.body = JSON.parse(text) as unknown;
    } catch {
      observed.unparsable = true;
      observed.body = text;
    }
  } else if (media.startsWith('text/')) {
    observed.body = text;
  }
  return observed;
}
