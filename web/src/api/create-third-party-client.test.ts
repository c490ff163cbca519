import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createThirdPartyClient } from './create-third-party-client.ts';

interface IpLookupPaths {
  '/json/': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: { 'application/json': { latitude: number; longitude: number; city: string } };
        };
      };
    };
  };
}

const BASE = 'http://ip-lookup.test';
const seen: (string | null)[] = [];
const server = setupServer(
  http.get(`${BASE}/json/`, ({ request }) => {
    seen.push(request.headers.get('Authorization'));
    return HttpResponse.json({ latitude: 19.076, longitude: 72.8777, city: 'Mumbai' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

describe('third-party client', () => {
  it('calls its own base URL with no service token and maps the answer like the upstream client', async () => {
    const ipLookup = createThirdPartyClient<IpLookupPaths>({ baseUrl: BASE });

    const result = await ipLookup.call((init) => ipLookup.client.GET('/json/', init), { timeout: 'short' });

    expect(result).toEqual({ ok: true, status: 200, data: { latitude: 19.076, longitude: 72.8777, city: 'Mumbai' } });
    expect(seen).toEqual([null]);
  });
});
