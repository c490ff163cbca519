import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { TOKEN_PATH } from '../constants.ts';

export const UPSTREAM = 'http://upstream.test';
export const JOB_PATH = '/corporate-recruitment/talentJobs/getJobById';
export const REFER_PATH = '/corporate-recruitment/talentJobs/referCandidates';

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | null;
  body: string;
}

/**
 * An MSW server that hands out tokens token-1, token-2, … and records every
 * request it answers. Unhandled requests fail the test.
 */
export function setupFakeUpstream() {
  const state = { tokenFetches: 0, tokenAuthorizations: [] as (string | null)[], seen: [] as SeenRequest[] };
  const server = setupServer();

  const issueToken = http.get(`${UPSTREAM}${TOKEN_PATH}`, ({ request }) => {
    state.tokenFetches += 1;
    state.tokenAuthorizations.push(request.headers.get('Authorization'));
    return HttpResponse.json({ token: `token-${state.tokenFetches}` });
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    state.tokenFetches = 0;
    state.tokenAuthorizations = [];
    state.seen = [];
  });
  afterAll(() => server.close());

  /** Answers `method path` with `resolver`, recording each request first. */
  function answer(method: 'get' | 'post', path: string, resolver: HttpResponseResolver): void {
    server.use(
      issueToken,
      http[method](`${UPSTREAM}${path}`, async (info) => {
        const copy = info.request.clone();
        state.seen.push({
          method: copy.method,
          url: copy.url,
          authorization: copy.headers.get('Authorization'),
          body: await copy.text(),
        });
        return resolver(info);
      }),
    );
  }

  return { server, state, answer, issueToken };
}
