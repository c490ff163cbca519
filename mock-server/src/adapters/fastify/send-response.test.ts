import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../core/identities.ts';
import { sessionPerFile } from '../../testing/session.ts';

const { t, s: session } = sessionPerFile(5000);
const JOB = '/corporate-recruitment/talentJobs/getJobById?jobId=100001&mobileNumber=0';
const SEARCH = '/recruiter-services/api/v1/positions/searchJobs';
const SEARCH_BODY = { latitude: 28.6139, longitude: 77.209, distance: 500, page: 1, size: 1000, mobileNumber: '0' };

/** An answer's headers without the ones that change from call to call. */
const lastingHeaders = (response: LightMyRequestResponse) => {
  const { date: _date, ...rest } = response.headers;
  return rest;
};

// A plain JSON answer that goes out uncompressed is written to the socket by the route itself; every other answer
// goes through Fastify's answer hooks. A client must not be able to tell the two apart.
describe('an operation answer written straight to the socket', () => {
  it('carries the same headers and bytes as the same answer sent through the answer hooks', async () => {
    const direct = await t.inject({ method: 'GET', url: JOB });
    const hooked = await t.inject({ method: 'GET', url: JOB, headers: { 'accept-encoding': 'identity' } });
    expect(direct.statusCode).toBe(200);
    expect(lastingHeaders(direct)).toEqual(lastingHeaders(hooked));
    expect(direct.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(direct.headers['content-length']).toBe(String(direct.rawPayload.length));
    expect(direct.payload).toBe(hooked.payload);
  });

  it('gives a HEAD call the headers and no body', async () => {
    const head = await t.inject({ method: 'HEAD', url: JOB });
    const get = await t.inject({ method: 'GET', url: JOB });
    expect(head.statusCode).toBe(200);
    expect(lastingHeaders(head)).toEqual(lastingHeaders(get));
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends a small answer plain to a browser that accepts compression, with the same headers', async () => {
    const browser = await t.inject({
      method: 'GET',
      url: '/api/auth/fetchProgrammaticUserToken',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const hooked = await t.inject({
      method: 'GET',
      url: '/no/such/route',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(browser.headers['content-encoding']).toBeUndefined();
    const { 'content-length': _length, ...headers } = lastingHeaders(browser);
    const { 'content-length': _hookedLength, ...hookedHeaders } = lastingHeaders(hooked);
    expect(headers).toEqual(hookedHeaders);
    expect(browser.json()).toHaveProperty('token');
  });

  it('writes large answers intact one after another (their memory is reused only once written)', async () => {
    const hooked = await session.post(SEARCH, SEARCH_BODY, { 'accept-encoding': 'identity' });
    const first = await session.post(SEARCH, SEARCH_BODY);
    const second = await session.post(SEARCH, { ...SEARCH_BODY, page: 2 });
    const third = await session.post(SEARCH, SEARCH_BODY);
    expect(first.rawPayload.length).toBeGreaterThan(64 * 1024);
    expect(first.payload).toBe(hooked.payload);
    expect(third.payload).toBe(first.payload);
    expect(second.payload).not.toBe(first.payload);
    expect(lastingHeaders(first)).toEqual(lastingHeaders(hooked));
  });

  it('leaves a JSON answer worth compressing to the answer hooks, which compress it for a browser', async () => {
    const applications = `/corporate-recruitment/talentJobs/fetchCandidateApplications?mobileNumber=${DEMO_IDENTITIES.candidateMobile}`;
    const plain = await session.get(applications);
    const browser = await t.inject({
      method: 'GET',
      url: applications,
      headers: { authorization: `Bearer ${session.token()}`, 'accept-encoding': 'br' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.payload);
  });
});
