import type { ObservedResponse } from '../../../mock-server/src/contract/response-validator.ts';

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
  const contentType = headers['content-type'] ?? '';
  const media = contentType.split(';')[0]!.trim().toLowerCase();
  const buffer = new Uint8Array(await response.arrayBuffer());
  const observed: Observed = { status: response.status, headers, contentType, bytes: buffer.length, body: undefined };
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
