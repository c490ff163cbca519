import createClient, { type Client } from 'openapi-fetch';
import { USER_TOKEN_HEADER } from '#contract/ownership.ts';
import type { paths } from '#contract/schema.d.ts';
import { SESSION_HEADER } from '#mock/sessions/session-id.ts';

/** What the soak's calls got: every answer by status, connection failures, and answers a journey did not expect. */
export interface Tally {
  requests: number;
  byStatus: Map<number, number>;
  /** Calls that got no answer at all (refused or reset connection). */
  networkErrors: number;
  unexpected: number;
  /** The first few unexpected answers, for the report: operation, status and message. */
  examples: string[];
}

const MAX_EXAMPLES = 10;

export const newTally = (): Tally => ({
  requests: 0,
  byStatus: new Map(),
  networkErrors: 0,
  unexpected: 0,
  examples: [],
});

export const serverErrors = (tally: Tally): number =>
  [...tally.byStatus].reduce((sum, [status, count]) => (status >= 500 ? sum + count : sum), 0);

/** Ends a journey on an answer it did not expect (already counted in the tally). */
export class UnexpectedAnswer extends Error {}

export function noteUnexpected(tally: Tally, what: string): void {
  tally.unexpected += 1;
  if (tally.examples.length < MAX_EXAMPLES) tally.examples.push(what);
}

export type SoakClient = Client<paths>;

/**
 * The contract's typed client (openapi-fetch) on the mock's origin, in a mock session when one is named (its
 * X-Mock-Session header on every call); every answer and failure is counted in `tally`.
 */
export function soakClient(origin: string, tally: Tally, session?: string): SoakClient {
  const client = createClient<paths>({ baseUrl: origin });
  client.use({
    onRequest({ request }) {
      tally.requests += 1;
      if (session !== undefined) request.headers.set(SESSION_HEADER, session);
      return undefined;
    },
    onResponse({ response }) {
      tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
      return undefined;
    },
    onError() {
      tally.networkErrors += 1;
      return undefined;
    },
  });
  return client;
}

/** Bearer and, for a candidate's own calls, the sign-in token in the strict mode's header (the open mode ignores it). */
export const headersOf = (bearer: string, userToken?: string): Record<string, string> => ({
  authorization: `Bearer ${bearer}`,
  ...(userToken ? { [USER_TOKEN_HEADER]: userToken } : {}),
});
