import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { USER_TOKEN_HEADER } from '#contract/ownership.ts';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import type { AuthMode } from '#mock/core/world.ts';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES, KYC_COMPLETE_CANDIDATE_ID } from '#mock/core/identities.ts';
import { TEST_CLOCK_START } from '#mock/testing/test-app.ts';

// The attacks on a candidate's data and money: calls that name a candidate sent without a token, with the
// anonymous service token, or with another candidate's token. The strict ownership mode refuses them
// (401/403); the open mode keeps answering as the upstream is shown to.

const VICTIM = DEMO_IDENTITIES.kycCompleteMobile; // KYC done and a balance to claim
const ATTACKER = DEMO_IDENTITIES.candidateMobile;
const PAN_URL = '/legacy-services/api/v1/cashfree/verifyPan';

interface Tokens {
  service: string;
  attacker: string;
  victim: string;
}

async function modeApp(auth: AuthMode): Promise<{ app: FastifyInstance; tokens: Tokens }> {
  const app = await buildApp({
    worldOptions: { auth, jobCount: 200, clockStart: TEST_CLOCK_START, frozenClock: true, validateResponses: 'throw' },
  });
  await app.ready();
  const signIn = async (mobile: string) => {
    await app.inject({ method: 'POST', url: `${PRODUCT_JOBS}/generateOTP?mobileNumber=${mobile}`, payload: {} });
    const { otp } = (await app.inject({ method: 'GET', url: `/__mock/otp?mobileNumber=${mobile}` })).json<{
      otp: string;
    }>();
    const answer = await app.inject({
      method: 'POST',
      url: `${PRODUCT_JOBS}/validateOTP?mobileNumber=${mobile}&OTP=${otp}`,
      payload: {},
    });
    return answer.json<{ token: string }>().token;
  };
  const service = (await app.inject({ method: 'GET', url: '/api/auth/fetchProgrammaticUserToken' })).json<{
    token: string;
  }>().token;
  return { app, tokens: { service, attacker: await signIn(ATTACKER), victim: await signIn(VICTIM) } };
}

type Credentials = 'none' | 'service' | 'attacker' | 'victim';

/** Headers as a client sends them: the service token as the bearer, a user token in X-User-Token. */
function headersFor(tokens: Tokens, who: Credentials): Record<string, string> {
  if (who === 'none') return {};
  if (who === 'service') return { authorization: `Bearer ${tokens.service}` };
  return { authorization: `Bearer ${tokens.service}`, [USER_TOKEN_HEADER]: tokens[who] };
}

const ATTACKS: Array<{ name: string; request: InjectOptions }> = [
  {
    name: 'directTransfer of the victim’s balance to the attacker’s UPI ID',
    request: {
      method: 'POST',
      url: `/legacy-services/api/v1/cashfree/directTransfer?mobileNumber=${VICTIM}&vpa=attacker@okaxis&nameOnAadhar=X&transferMode=upi&transferAmount=100`,
    },
  },
  {
    name: 'paymentRequest from the victim’s balance',
    request: {
      method: 'POST',
      url: `${PRODUCT_JOBS}/paymentRequest?mobileNumber=${VICTIM}`,
      payload: { amount: 100, upiId: 'attacker@okaxis' },
    },
  },
  {
    name: 'saveCandidateDetails over the victim’s name and e-mail',
    request: {
      method: 'POST',
      url: `${PRODUCT_JOBS}/saveCandidateDetails?mobileNumber=${VICTIM}`,
      payload: { fullName: 'Mallory', email: 'mallory@example.com' },
    },
  },
];

const READS: Array<{ name: string; url: string }> = [
  { name: 'applications', url: `${PRODUCT_JOBS}/fetchCandidateApplications?mobileNumber=${VICTIM}` },
  { name: 'earnings', url: `${PRODUCT_JOBS}/myEarnings?mobileNumber=${VICTIM}` },
  { name: 'referrals', url: `${PRODUCT_JOBS}/fetchReferrals?mobileNumber=${VICTIM}` },
  { name: 'notifications', url: `${PRODUCT_JOBS}/getNotificationsLast7Days?candidateId=${KYC_COMPLETE_CANDIDATE_ID}` },
  { name: 'skills', url: `${PRODUCT_JOBS}/fetchCandidateSkills?mobileNumber=${VICTIM}` },
  { name: 'profile', url: `/candidate-services/api/v1/candidate/getDetailsWithMob/${VICTIM}` },
  { name: 'KYC (names on Aadhaar and PAN)', url: `${PRODUCT_JOBS}/fetchCandidateKYCDetails?mobileNumber=${VICTIM}` },
];

describe('strict ownership mode (MOCK_AUTH=strict)', () => {
  let app: FastifyInstance;
  let tokens: Tokens;
  beforeAll(async () => ({ app, tokens } = await modeApp('strict')));
  afterAll(() => app.close());

  it.each(ATTACKS)(
    'refuses $name without a token (401), with the service token or the attacker’s (403)',
    async ({ request }) => {
      const statusWith = async (who: Credentials) =>
        (await app.inject({ ...request, headers: headersFor(tokens, who) })).statusCode;
      const none = await app.inject({ ...request, headers: {} });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ success: false, message: 'Authentication required' });
      expect(await statusWith('service')).toBe(403);
      const attacker = await app.inject({ ...request, headers: headersFor(tokens, 'attacker') });
      expect(attacker.statusCode).toBe(403);
      expect(attacker.json()).toMatchObject({ success: false, message: 'Access denied' });
    },
  );

  it('leaves the victim’s balance and name as they were after every attack', async () => {
    const earnings = await app.inject({ method: 'GET', url: READS[1]!.url, headers: headersFor(tokens, 'victim') });
    expect(earnings.statusCode).toBe(200);
    expect(
      earnings
        .json<{ data: { account_summary: { claim: Array<{ upi_id: string }> } } }>()
        .data.account_summary.claim.map((c) => c.upi_id),
    ).not.toContain('attacker@okaxis');
    const profile = await app.inject({ method: 'GET', url: READS[5]!.url, headers: headersFor(tokens, 'victim') });
    expect(JSON.stringify(profile.json())).not.toContain('Mallory');
  });

  it.each(READS)(
    'refuses the victim’s $name to the service token and to another number’s token, and answers the victim',
    async ({ url }) => {
      const status = async (who: Credentials) =>
        (await app.inject({ method: 'GET', url, headers: headersFor(tokens, who) })).statusCode;
      expect(await status('none')).toBe(401);
      expect(await status('service')).toBe(403);
      expect(await status('attacker')).toBe(403);
      expect(await status('victim')).toBe(200);
    },
  );

  it('takes a user-bound token sent as the bearer too, and refuses a user token that is not live (401)', async () => {
    const url = READS[1]!.url;
    expect(
      (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.victim}` } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.attacker}` } })).statusCode,
    ).toBe(403);
    const forged = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${tokens.service}`, [USER_TOKEN_HEADER]: 'mock.mobile-9123456780.1.x' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a candidate id that belongs to someone else, in the path as in the query', async () => {
    const url = `/candidate-services/api/v1/candidate/${KYC_COMPLETE_CANDIDATE_ID}`;
    const payload = { candidateId: KYC_COMPLETE_CANDIDATE_ID, fullName: 'Mallory', mobileNumber: VICTIM };
    expect(
      (await app.inject({ method: 'PUT', url, payload, headers: headersFor(tokens, 'attacker') })).statusCode,
    ).toBe(403);
    const own = `${PRODUCT_JOBS}/getNotificationsLast7Days?candidateId=${DEMO_CANDIDATE_ID}`;
    expect((await app.inject({ method: 'GET', url: own, headers: headersFor(tokens, 'attacker') })).statusCode).toBe(
      200,
    );
  });

  it('verifies a PAN only with the named candidate’s own token as the bearer (x-bearer: candidate)', async () => {
    const pan = (bearer: string | undefined, userToken?: string): InjectOptions => ({
      method: 'POST',
      url: `${PAN_URL}?mobileNumber=${VICTIM}&panNumber=ABCPS1234K`,
      payload: { mobileNumber: VICTIM, panNumber: 'ABCPS1234K' },
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(userToken ? { [USER_TOKEN_HEADER]: userToken } : {}),
      },
    });
    // The service bearer with the victim's own user token beside it, as other candidate calls go, is not enough.
    const serviceBearer = await app.inject(pan(tokens.service, tokens.victim));
    expect(serviceBearer.statusCode).toBe(403);
    expect(serviceBearer.json()).toMatchObject({ success: false, message: 'Access denied' });
    expect((await app.inject(pan(tokens.attacker, tokens.attacker))).statusCode).toBe(403);
    const notLive = await app.inject(pan('mock.mobile-9123456780.1.x', tokens.victim));
    expect(notLive.statusCode).toBe(401);
    expect(notLive.json()).toMatchObject({ success: false, message: 'Authentication required' });
    expect((await app.inject(pan(undefined))).statusCode).toBe(401);
    const own = await app.inject(pan(tokens.victim, tokens.victim));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true, data: { panNumber: 'ABCPS1234K' } });
  });

  it('gives no token for a number to anyone who asks (fetchUserTokenByMobile answers 403)', async () => {
    const answer = await app.inject({ method: 'GET', url: `/api/auth/fetchUserTokenByMobile?mobileNumber=${VICTIM}` });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ success: false, message: 'User tokens are issued only by OTP sign-in' });
  });

  it('says in the sign-in answer where the user token goes', async () => {
    await app.inject({ method: 'POST', url: `${PRODUCT_JOBS}/generateOTP?mobileNumber=${ATTACKER}`, payload: {} });
    const { otp } = (await app.inject({ method: 'GET', url: `/__mock/otp?mobileNumber=${ATTACKER}` })).json<{
      otp: string;
    }>();
    const answer = await app.inject({
      method: 'POST',
      url: `${PRODUCT_JOBS}/validateOTP?mobileNumber=${ATTACKER}&OTP=${otp}`,
      payload: {},
    });
    expect(answer.json()).toMatchObject({ status: true, userTokenHeader: 'X-User-Token' });
  });
});

describe('open ownership mode (the default, as the upstream is shown)', () => {
  let app: FastifyInstance;
  let tokens: Tokens;
  beforeAll(async () => ({ app, tokens } = await modeApp('open')));
  afterAll(() => app.close());

  it.each(ATTACKS)('still answers $name without a token as before', async ({ request }) => {
    expect((await app.inject({ ...request, headers: {} })).statusCode).toBe(200);
  });

  it.each(READS)(
    'still answers the victim’s $name to the service token and to another number’s token',
    async ({ url }) => {
      expect((await app.inject({ method: 'GET', url, headers: headersFor(tokens, 'service') })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url, headers: headersFor(tokens, 'attacker') })).statusCode).toBe(200);
    },
  );

  it('still verifies a PAN sent with the service token as the bearer', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: `${PAN_URL}?mobileNumber=${VICTIM}&panNumber=ABCPS1234K`,
      payload: { mobileNumber: VICTIM, panNumber: 'ABCPS1234K' },
      headers: headersFor(tokens, 'service'),
    });
    expect(answer.statusCode).toBe(200);
  });

  it('still hands out a token by mobile number and signs in without naming a header', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/auth/fetchUserTokenByMobile?mobileNumber=${VICTIM}` })).statusCode,
    ).toBe(200);
    await app.inject({ method: 'POST', url: `${PRODUCT_JOBS}/generateOTP?mobileNumber=${ATTACKER}`, payload: {} });
    const { otp } = (await app.inject({ method: 'GET', url: `/__mock/otp?mobileNumber=${ATTACKER}` })).json<{
      otp: string;
    }>();
    const answer = await app.inject({
      method: 'POST',
      url: `${PRODUCT_JOBS}/validateOTP?mobileNumber=${ATTACKER}&OTP=${otp}`,
      payload: {},
    });
    expect(answer.json()).not.toHaveProperty('userTokenHeader');
  });
});
