/** What a handler (or the pipeline) answers, before an adapter writes it to the wire. */
export interface MockResponse<Body = unknown> {
  status: number;
  /** A JSON value, the text of a text/* answer, or the bytes of a file. */
  body?: Body;
  /** Defaults to application/json when a body is present. */
  contentType?: string;
  headers?: Record<string, string>;
}
