import createClient from 'openapi-fetch';
import type { paths } from '#contract/mock-control.d.ts';

/** The world the console looks at and steers: a session's, or the default world's (null). */
export type Scope = string | null;

export type ControlClient = ReturnType<typeof controlClient>;

/**
 * The control API (openapi/mock-control.yaml) in one scope: every call names its session in X-Mock-Session and sends
 * no cookie, so a browser joined to a session (its mock-session cookie) still sees the world it chose here.
 */
export function controlClient(scope: Scope) {
  return createClient<paths>({
    baseUrl: '',
    credentials: 'omit',
    headers: scope === null ? {} : { 'X-Mock-Session': scope },
    // Late-bound, so a test's replacement of fetch is the one called.
    fetch: (request) => globalThis.fetch(request),
  });
}
