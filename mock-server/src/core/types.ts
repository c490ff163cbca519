import type { RawRequest } from '../contract/raw-request.ts';

/** What a handler (or the pipeline) answers, before an adapter writes it to the wire. */
export interface MockResponse<Body = unknown> {
  status: number;
  /** A JSON value, the text of a text/* answer, or the bytes of a file. */
  body?: Body;
  /**
   * The JSON body already written, as UTF-8 bytes (see `serialisedJson`): adapters send these bytes as they are,
   * and `body` is what they parse to. A step that changes the body must leave this out.
   */
  jsonBytes?: Uint8Array;
  /** Defaults to application/json when a body is present. */
  contentType?: string;
  headers?: Record<string, string>;
}

/** Answers recorded from a real upstream, served before the simulation (MOCK_REPLAY; see mock-server/src/replay/). */
export interface RecordedAnswers {
  /**
   * The recorded answer to this request, or undefined to let the simulation answer. A token in the answer
   * (recorded masked) is replaced by one `issueToken` gives, so later calls pass the mock's bearer check.
   */
  answer(operationId: string, raw: RawRequest, issueToken: () => string): MockResponse | undefined;
  /** The same answers with every request back at its first one: each session's world replays on its own. */
  fresh(): RecordedAnswers;
}
