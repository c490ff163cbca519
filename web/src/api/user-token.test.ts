import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { createMswHandlers, createWorld, DEMO_IDENTITIES } from '#mock/testing/for-clients.ts';
import { forgetStoredKeys, LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { createApiClient } from './create-api-client.ts';
import { createMemoryStorage, type StorageLike } from './storage.ts';
import { createStoredTokens } from './tokens.ts';
import type { UpstreamPaths } from './upstream.ts';

// The strict ownership mode's scheme: after a sign-in answer that names X-User-Token, the calls that name the
// candidate carry the session's token there; against the default mode nothing in the traffic changes.

const UPSTREAM = 'http://upstream.test';
const OWN = DEMO_IDENTITIES.candidateMobile;
const OTHER = DEMO_IDENTITIES.kycCompleteMobile;
const DEMO_CODE = '1234';

function upstreamIn(auth: 'open' | 'strict') {
  const world = createWorld({ auth, jobCount: 50, frozenClock: true, validateResponses: 'throw' });
  const server = setupServer(...createMswHandlers(world, { baseUrl: UPSTREAM }));
  const userHeaders: Array<string | null> = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('fetchProgrammaticUserToken')) userHeaders.push(request.headers.get('X-User-Token'));
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return { userHeaders };
}

/** Signs in by mobile through the client, then keeps the token as the session does. */
async function signIn(storage: StorageLike) {
  const api = createApiClient<UpstreamPaths>({ baseUrl: UPSTREAM, storage });
  const query = { mobileNumber: OWN, emailId: '', isClient: false };
  await api.call((init) => api.client.POST(`${PRODUCT_JOBS}/generateOTP`, { params: { query }, body: {}, ...init }));
  const answer = await api.call((init) =>
    api.client.POST(`${PRODUCT_JOBS}/validateOTP`, {
      params: { query: { ...query, OTP: DEMO_CODE } },
      body: {},
      ...init,
    }),
  );
  if (!answer.ok || !answer.data) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  createStoredTokens(storage).keepSession(answer.data.token);
  return { api, token: answer.data.token };
}

/** Signs a client in by e-mail through the client (the interviewer's session). */
async function signInClient(storage: StorageLike, email: string) {
  const api = createApiClient<UpstreamPaths>({ baseUrl: UPSTREAM, storage });
  const query = { mobileNumber: '', emailId: email, isClient: true };
  await api.call((init) => api.client.POST(`${PRODUCT_JOBS}/generateOTP`, { params: { query }, body: {}, ...init }));
  const answer = await api.call((init) =>
    api.client.POST(`${PRODUCT_JOBS}/validateOTP`, {
      params: { query: { ...query, OTP: DEMO_CODE } },
      body: {},
      ...init,
    }),
  );
  if (!answer.ok || !answer.data) throw new Error(`client sign-in failed: ${JSON.stringify(answer)}`);
  return { api, token: answer.data.token };
}

const interviewsOf = (api: Awaited<ReturnType<typeof signIn>>['api'], emailId: string) =>
  api.call((init) =>
    api.client.GET(`${PRODUCT_JOBS}/fetchClientInterviews`, {
      params: { query: { mobileNumber: '', emailId, isClient: true, isComplete: false } },
      ...init,
    }),
  );

const earningsOf = (api: Awaited<ReturnType<typeof signIn>>['api'], mobileNumber: string) =>
  api.call((init) => api.client.GET(`${PRODUCT_JOBS}/myEarnings`, { params: { query: { mobileNumber } }, ...init }));

describe('against an upstream in strict ownership mode', () => {
  const { userHeaders } = upstreamIn('strict');

  it('sends the sign-in token in X-User-Token on the candidate’s calls only, and gets the candidate’s data', async () => {
    const storage = createMemoryStorage();
    const { api, token } = await signIn(storage);
    userHeaders.length = 0;
    expect(await earningsOf(api, OWN)).toMatchObject({ ok: true, status: 200 });
    await api.call((init) => api.client.GET(`${PRODUCT_JOBS}/fetchAllActiveSkills`, init));
    expect(userHeaders).toEqual([token, null]);
  });

  it('is refused another candidate’s data (403)', async () => {
    const { api } = await signIn(createMemoryStorage());
    expect(await earningsOf(api, OTHER)).toMatchObject({ ok: false, status: 403 });
  });

  it('stops sending it once the session no longer holds that token (signed out)', async () => {
    const storage = createMemoryStorage();
    const { api } = await signIn(storage);
    createStoredTokens(storage).forgetSession();
    userHeaders.length = 0;
    expect(await earningsOf(api, OWN)).toMatchObject({ ok: false, status: 403 });
    expect(userHeaders).toEqual([null]);
  });

  it('keeps one copy of the token, the session’s, and forgets the header when the candidate signs out', async () => {
    const { api, token } = await signIn(window.localStorage);
    expect(Object.values({ ...window.localStorage }).filter((value) => value === token)).toHaveLength(1);
    forgetStoredKeys('candidate');
    expect(window.localStorage.getItem(LOCAL_KEYS.sessionTokenHeader)).toBeNull();
    expect(api.userTokens.headerFor('GET', `${PRODUCT_JOBS}/myEarnings`)).toBeUndefined();
  });

  it('names the user token for the resume upload too', async () => {
    const storage = createMemoryStorage();
    const { api, token } = await signIn(storage);
    expect(api.userTokens.headerFor('POST', `${PRODUCT_JOBS}/updateCandidateResume`)).toEqual(['X-User-Token', token]);
    expect(api.userTokens.headerFor('GET', `${PRODUCT_JOBS}/fetchAllActiveSkills`)).toBeUndefined();
    // The searches carry it too: another candidate's number is answered as a visitor's, so the owner shows it is theirs.
    expect(api.userTokens.headerFor('POST', '/recruiter-services/api/v1/positions/searchJobs')).toEqual([
      'X-User-Token',
      token,
    ]);
  });
});

describe('the client’s e-mail session against an upstream in strict ownership mode', () => {
  const { userHeaders } = upstreamIn('strict');

  it('sends the e-mail session’s token on the interviewer’s calls only, and gets the client’s interviews', async () => {
    const storage = createMemoryStorage();
    const { api, token } = await signInClient(storage, DEMO_IDENTITIES.clientEmail);
    userHeaders.length = 0;
    const interviews = await interviewsOf(api, DEMO_IDENTITIES.clientEmail);
    expect(interviews).toMatchObject({ ok: true, status: 200 });
    expect(interviews.ok && interviews.data?.data.length).toBeGreaterThan(0);
    expect(await earningsOf(api, OWN)).toMatchObject({ ok: false, status: 403 });
    expect(userHeaders).toEqual([token, null]);
    expect(storage.getItem(LOCAL_KEYS.sessionTokenHeader)).toBeNull();
  });

  it('is refused another client’s interviews (403), and keeps the candidate signed in on the same phone', async () => {
    const storage = createMemoryStorage();
    const candidate = await signIn(storage);
    const { api } = await signInClient(storage, 'another.client@example.com');
    expect(await interviewsOf(api, DEMO_IDENTITIES.clientEmail)).toMatchObject({ ok: false, status: 403 });
    expect(await earningsOf(api, OWN)).toMatchObject({ ok: true, status: 200 });
    expect(api.userTokens.current()).toBe(candidate.token);
  });

  it('forgets the client’s token when the client signs out', async () => {
    const { api } = await signInClient(window.localStorage, DEMO_IDENTITIES.clientEmail);
    expect(window.localStorage.getItem(LOCAL_KEYS.clientToken)).not.toBeNull();
    forgetStoredKeys('client');
    expect(window.localStorage.getItem(LOCAL_KEYS.clientToken)).toBeNull();
    expect(api.userTokens.headerFor('GET', `${PRODUCT_JOBS}/fetchClientInterviews`)).toBeUndefined();
  });
});

describe('against an upstream in the default (open) mode', () => {
  const { userHeaders } = upstreamIn('open');

  it('sends no X-User-Token at all and keeps nothing for it', async () => {
    const storage = createMemoryStorage();
    const { api } = await signIn(storage);
    userHeaders.length = 0;
    expect(await earningsOf(api, OWN)).toMatchObject({ ok: true, status: 200 });
    expect(await earningsOf(api, OTHER)).toMatchObject({ ok: true, status: 200 });
    expect(userHeaders).toEqual([null, null]);
    expect(storage.getItem(LOCAL_KEYS.sessionTokenHeader)).toBeNull();
  });
});
