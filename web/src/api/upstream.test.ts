import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from './upstream.ts';

const authorizations: (string | null)[] = [];
const server = setupServer(
  http.get('/api/auth/fetchProgrammaticUserToken', () => HttpResponse.json({ token: 'page-token' })),
  http.get('/corporate-recruitment/talentJobs/getJobById', ({ request }) => {
    authorizations.push(request.headers.get('Authorization'));
    const jobId = Number(new URL(request.url).searchParams.get('jobId'));
    return HttpResponse.json({ id: jobId, jobName: 'Delivery Executive', cityName: 'Bengaluru' });
  }),
  http.get('/json/', ({ request }) => {
    authorizations.push(request.headers.get('Authorization'));
    return HttpResponse.json({
      city: 'Pune',
      region: 'Maharashtra',
      country_name: 'India',
      latitude: 18.5204,
      longitude: 73.8567,
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  authorizations.length = 0;
  window.localStorage.clear();
});
afterAll(() => server.close());

describe('the page clients', () => {
  it('call the upstream on the local page origin with the service token', async () => {
    const { upstream } = api;

    const result = await upstream.call((init) =>
      upstream.client.GET('/corporate-recruitment/talentJobs/getJobById', {
        params: { query: { jobId: 1042, mobileNumber: '0' } },
        ...init,
      }),
    );

    expect(upstream.baseUrl).toBe(window.location.origin);
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { id: 1042, jobName: 'Delivery Executive', cityName: 'Bengaluru' },
    });
    expect(authorizations).toEqual(['Bearer page-token']);
  });

  it('call the IP lookup stand-in on the same origin without a token', async () => {
    const { ipLookup } = api;

    const result = await ipLookup.call((init) => ipLookup.client.GET('/json/', init), { timeout: 'short' });

    expect(result).toMatchObject({ ok: true, status: 200, data: { city: 'Pune' } });
    expect(authorizations).toEqual([null]);
  });
});
