import type { components } from '#contract/schema.d.ts';
import { fromUtf8 } from './json-bytes.ts';
import type { MockResponse } from './types.ts';

/** The upstream's error answer (ErrorBody in the contract). */
export type ErrorBody = components['schemas']['ErrorBody'];

export const json = <Body>(body: Body, status = 200): MockResponse<Body> => ({ status, body });
/**
 * A JSON answer already written as UTF-8 bytes (assembled from pieces written ahead; see json-bytes.ts): adapters
 * send the bytes as they are, and `body`, parsed from them when first read (response checks, drift, tests), is
 * the value they stand for.
 */
export function serialisedJson<Body>(bytes: Uint8Array, status = 200): MockResponse<Body> {
  return new SerialisedJson<Body>(status, bytes);
}

/** A class, so that the answers of hot calls share one shape (a getter in an object literal gives each its own). */
class SerialisedJson<Body> implements MockResponse<Body> {
  private parsed?: { value: Body };

  constructor(
    readonly status: number,
    readonly jsonBytes: Uint8Array,
  ) {}

  get body(): Body {
    this.parsed ??= { value: JSON.parse(fromUtf8(this.jsonBytes)) as Body };
    return this.parsed.value;
  }
}

export const text = (body: string, status = 200): MockResponse<string> => ({
  status,
  body,
  contentType: 'text/plain; charset=utf-8',
});

/** The upstream's error answer: `success`/`status` false and the text to show. */
export const error = (
  status: number,
  message: string,
  extra: Pick<ErrorBody, 'error'> = {},
): MockResponse<ErrorBody> => ({
  status,
  body: { success: false, status: false, message, ...extra },
});

export const badRequest = (message: string, extra?: Pick<ErrorBody, 'error'>) => error(400, message, extra);
export const unauthorized = (message = 'Authentication required') => error(401, message);
export const notFound = (message: string) => error(404, message);

/** The upstream's answer to a call whose mobile number is missing or unusable (a documented 400 of those calls). */
export const MOBILE_REQUIRED = 'Mobile number is required';
/** A referred person's number that is not an Indian mobile; the client's messages catalogue is keyed by this template. */
export const INVALID_MOBILE_FOR_TEXT = 'Invalid mobile number for {{name}}';
export const mobileRequired = () => badRequest(MOBILE_REQUIRED);

/**
 * The answer to an upload when the world's stored files would pass their total (MOCK_STORAGE_LIMIT): 413, the
 * contract's PayloadTooLarge with this message, and nothing is changed. Not a 5xx: the mock answers no request
 * a client can send with one (the fuzz and soak runs count any as a failure), and 413 tells the client this file
 * does not fit, as the 5 MB limit does, while the message says why.
 */
export const STORAGE_FULL = 'Storage is full: the file was not saved. Please try again later.';
export const storageFull = () => error(413, STORAGE_FULL);
