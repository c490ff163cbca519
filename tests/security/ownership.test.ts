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
  /** The demo client's e-mail session (the interviews are hers). */
  client: string;
  /** Another client's e-mail session. */
  otherClient: string;
}

const CLIENT = DEMO_IDENTITIES.clientEmail;
const OTHER_CLIENT = 'mallory.client@example.com';

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
  const signInClient = async (email: string) => {
    const address = `mobileNumber=&emailId=${encodeURIComponent(email)}&isClient=true`;
    await app.inject({ method: 'POST', url: `${PRODUCT_JOBS}/generateOTP?${address}`, payload: {} });
    const { otp } = (
      await app.inject({ method: 'GET', url: `/__mock/otp?emailId=${encodeURIComponent(email)}` })
    ).json<{ otp: string }>();
    const answer = await app.inject({
      method: 'POST',
      url: `${PRODUCT_JOBS}/validateOTP?${address}&OTP=${otp}`,
      payload: {},
    });
    return answer.json<{ token: string }>().token;
  };
  const service = (await app.inject({ method: 'GET', url: '/api/auth/fetchProgrammaticUserToken' })).json<{
    token: string;
  }>().token;
  return {
    app,
    tokens: {
      service,
      attacker: await signIn(ATTACKER),
      victim: await signIn(VICTIM),
      client: await signInClient(CLIENT),
      otherClient: await signInClient(OTHER_CLIENT),
    },
  };
}

type Credentials = 'none' | 'service' | 'attacker' | 'victim' | 'client' | 'otherClient';

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

// Calls that reach a candidate's (or a client's) data by an application id, a stored document's path, an optional
// number or an e-mail session. The demo candidate (ATTACKER above, with applications and a resume) is the owner
// here; the KYC candidate (VICTIM above) is the other candidate.
const OWNER: Credentials = 'attacker';
const OTHER: Credentials = 'victim';
const OWNER_MOBILE = ATTACKER;
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);

/** A multipart body with text fields and one JPEG file part, as a browser sends an upload. */
function multipart(fields: Record<string, string>, file: { field: string; filename: string }) {
  const boundary = 'ownership-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(parts.join('') + head), JPEG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const documentUrl = (filename: string) =>
  `/legacy-services/api/v1/user/downloadFileFromAWS?path=${encodeURIComponent(`candidates/documents/${DEMO_CANDIDATE_ID}/`)}&filename=${filename}`;

interface Probe {
  name: string;
  request: () => InjectOptions;
  /** Who may: the candidate who owns the data, or the client the interviews are booked with. */
  owner: Credentials;
  /** Refused with 403, beside the service token: another candidate's or client's token, a candidate's on a client's call. */
  others: Credentials[];
}

describe('strict ownership mode: by an application id, a document path and an e-mail session', () => {
  let app: FastifyInstance;
  let tokens: Tokens;
  let applicationId = 0;
  let interviewIds: number[] = [];
  beforeAll(async () => {
    ({ app, tokens } = await modeApp('strict'));
    const applications = await app.inject({
      method: 'GET',
      url: `${PRODUCT_JOBS}/lastAppliedJobs?candidateId=${DEMO_CANDIDATE_ID}`,
      headers: headersFor(tokens, OWNER),
    });
    applicationId = applications.json<Array<{ applicationId: number }>>()[0]!.applicationId;
    const pending = await app.inject({
      method: 'GET',
      url: `${PRODUCT_JOBS}/fetchClientInterviews?mobileNumber=&emailId=${CLIENT}&isClient=true&isComplete=false`,
      headers: headersFor(tokens, 'client'),
    });
    interviewIds = pending.json<{ data: Array<{ interviewId: number }> }>().data.map((i) => i.interviewId);
  });
  afterAll(() => app.close());

  const probes: Probe[] = [
    {
      name: 'fetchApplicationTimeline of the owner’s application',
      request: () => ({ method: 'GET', url: `${PRODUCT_JOBS}/fetchApplicationTimeline/${applicationId}` }),
      owner: OWNER,
      others: [OTHER, 'client'],
    },
    {
      name: 'downloadFileFromAWS of the owner’s resume',
      request: () => ({ method: 'GET', url: documentUrl(`${DEMO_CANDIDATE_ID}_Resume.pdf`) }),
      owner: OWNER,
      others: [OTHER, 'client'],
    },
    {
      name: 'fetchClientInterviews of the client’s e-mail',
      request: () => ({
        method: 'GET',
        url: `${PRODUCT_JOBS}/fetchClientInterviews?mobileNumber=&emailId=${CLIENT}&isClient=true&isComplete=false`,
      }),
      owner: 'client',
      others: ['otherClient', OWNER],
    },
    {
      name: 'fetchClientInterviews of a candidate by number (no e-mail)',
      request: () => ({
        method: 'GET',
        url: `${PRODUCT_JOBS}/fetchClientInterviews?mobileNumber=${OWNER_MOBILE}&isClient=false&isComplete=false`,
      }),
      owner: OWNER,
      others: [OTHER, 'client'],
    },
    {
      name: 'fetchInterviewFeedback of the client’s interview',
      request: () => ({ method: 'GET', url: `${PRODUCT_JOBS}/fetchInterviewFeedback?interviewId=${interviewIds[0]}` }),
      owner: 'client',
      others: ['otherClient', OWNER],
    },
    {
      name: 'updateInterviewFeedback of the client’s interview',
      request: () => ({
        method: 'POST',
        url: `${PRODUCT_JOBS}/updateInterviewFeedback?interviewId=${interviewIds[1]}&candidateStatus=NoShow`,
        payload: { '0': 0 },
      }),
      owner: 'client',
      others: ['otherClient', OWNER],
    },
  ];

  it.each(probes)(
    'refuses $name without a token (401), to the service token and to anyone else (403), and answers its owner',
    async ({ request, owner, others }) => {
      const send = (who: Credentials) => app.inject({ ...request(), headers: headersFor(tokens, who) });
      const none = await send('none');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ success: false, message: 'Authentication required' });
      expect((await send('service')).statusCode).toBe(403);
      for (const other of others) {
        const refused = await send(other);
        expect({ other, status: refused.statusCode }).toEqual({ other, status: 403 });
        expect(refused.json()).toMatchObject({ success: false, message: 'Access denied' });
      }
      expect((await send(owner)).statusCode).toBe(200);
    },
  );

  it('refuses a stored Aadhaar card to another candidate as it does the resume (every file is in the folder)', async () => {
    const upload = multipart({ mobileNumber: OWNER_MOBILE }, { field: 'file', filename: 'aadhaar-front.jpg' });
    const stored = await app.inject({
      method: 'POST',
      url: '/legacy-services/api/v1/myDocument/verifyAadhaarCard',
      ...upload,
      headers: { ...upload.headers, ...headersFor(tokens, OWNER) },
    });
    expect(stored.statusCode).toBe(200);
    const url = documentUrl(`${DEMO_CANDIDATE_ID}_Aadhaar.jpg`);
    expect((await app.inject({ method: 'GET', url, headers: headersFor(tokens, OTHER) })).statusCode).toBe(403);
    const own = await app.inject({ method: 'GET', url, headers: headersFor(tokens, OWNER) });
    expect(own.statusCode).toBe(200);
    expect(Buffer.compare(own.rawPayload, JPEG)).toBe(0);
  });

  it('refuses an application or interview no one has (403), before saying it is not found', async () => {
    const timeline = `${PRODUCT_JOBS}/fetchApplicationTimeline/987654321`;
    expect((await app.inject({ method: 'GET', url: timeline, headers: headersFor(tokens, OWNER) })).statusCode).toBe(
      403,
    );
    const feedback = `${PRODUCT_JOBS}/fetchInterviewFeedback?interviewId=987654321`;
    expect((await app.inject({ method: 'GET', url: feedback, headers: headersFor(tokens, 'client') })).statusCode).toBe(
      403,
    );
  });
});

/** The jobs of an answer, bare or in its envelope. */
const jobsOf = (body: unknown): Array<Record<string, unknown>> => {
  const data = (body as { data?: unknown }).data ?? body;
  return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
};
const SEARCH_POINT = { latitude: 12.9716, longitude: 77.5946, distance: 5000, page: 1, size: 5 };

describe('strict ownership mode: searches and job details with another candidate’s number', () => {
  let app: FastifyInstance;
  let tokens: Tokens;
  let appliedJobId = 0;
  beforeAll(async () => {
    ({ app, tokens } = await modeApp('strict'));
    const applications = await app.inject({
      method: 'GET',
      url: `${PRODUCT_JOBS}/fetchCandidateApplications?mobileNumber=${OWNER_MOBILE}`,
      headers: headersFor(tokens, OWNER),
    });
    appliedJobId = applications.json<{ data: { applicationDetails: Array<{ jobId: number }> } }>().data
      .applicationDetails[0]!.jobId;
  });
  afterAll(() => app.close());

  const searches: Array<{ name: string; request: (mobile: string) => InjectOptions }> = [
    {
      name: 'searchJobs',
      request: (mobileNumber) => ({
        method: 'POST',
        url: '/recruiter-services/api/v1/positions/searchJobs',
        payload: { ...SEARCH_POINT, mobileNumber },
      }),
    },
    {
      name: 'fetchJobsWithFilters',
      request: (mobileNumber) => ({
        method: 'POST',
        url: `${PRODUCT_JOBS}/fetchJobsWithFilters`,
        payload: { ...SEARCH_POINT, mobileNumber },
      }),
    },
    {
      name: 'fetchJobsByCoordinatesWithPagination',
      request: (mobileNumber) => ({
        method: 'GET',
        url: `${PRODUCT_JOBS}/fetchJobsByCoordinatesWithPagination?latitude=12.9716&longitude=77.5946&distance=5000&size=5&mobileNumber=${mobileNumber}`,
      }),
    },
  ];

  it.each(searches)(
    '$name answers the service token and another candidate as a visitor, and personalises for the owner',
    async ({ request }) => {
      const send = async (who: Credentials, mobile: string) =>
        jobsOf((await app.inject({ ...request(mobile), headers: headersFor(tokens, who) })).json());
      const visitor = await send('service', '0');
      expect(visitor.every((job) => !('jobWeight' in job))).toBe(true);
      expect(await send('service', OWNER_MOBILE)).toEqual(visitor);
      expect(await send(OTHER, OWNER_MOBILE)).toEqual(visitor);
      expect(await send('client', OWNER_MOBILE)).toEqual(visitor);
      const own = await send(OWNER, OWNER_MOBILE);
      expect(own.length).toBe(visitor.length);
      expect(own.every((job) => 'jobWeight' in job)).toBe(true);
    },
  );

  it('getJobById shows the owner’s status for a job only to the owner; anyone else, without a token too, sees a visitor’s', async () => {
    const url = `${PRODUCT_JOBS}/getJobById?jobId=${appliedJobId}&mobileNumber=${OWNER_MOBILE}`;
    const job = async (who: Credentials) =>
      jobsOf((await app.inject({ method: 'GET', url, headers: headersFor(tokens, who) })).json())[0]!;
    const own = await job(OWNER);
    expect(own.candidateStatus).not.toBe('Not Applied');
    expect(own).toHaveProperty('jobWeight');
    for (const who of ['none', 'service', OTHER, 'client'] as const) {
      const seen = await job(who);
      expect({ who, status: seen.candidateStatus, weighted: 'jobWeight' in seen }).toEqual({
        who,
        status: 'Not Applied',
        weighted: false,
      });
    }
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

  it('still answers the timeline, the resume, a client’s interviews and a personalised search to the service token', async () => {
    const applications = await app.inject({
      method: 'GET',
      url: `${PRODUCT_JOBS}/lastAppliedJobs?candidateId=${DEMO_CANDIDATE_ID}`,
      headers: headersFor(tokens, 'service'),
    });
    const applicationId = applications.json<Array<{ applicationId: number }>>()[0]!.applicationId;
    const service = headersFor(tokens, 'service');
    const status = async (url: string) => (await app.inject({ method: 'GET', url, headers: service })).statusCode;
    expect(await status(`${PRODUCT_JOBS}/fetchApplicationTimeline/${applicationId}`)).toBe(200);
    expect(await status(documentUrl(`${DEMO_CANDIDATE_ID}_Resume.pdf`))).toBe(200);
    expect(
      await status(
        `${PRODUCT_JOBS}/fetchClientInterviews?mobileNumber=&emailId=${CLIENT}&isClient=true&isComplete=false`,
      ),
    ).toBe(200);
    const search = await app.inject({
      method: 'POST',
      url: '/recruiter-services/api/v1/positions/searchJobs',
      payload: { ...SEARCH_POINT, mobileNumber: OWNER_MOBILE },
      headers: headersFor(tokens, OTHER),
    });
    expect(jobsOf(search.json()).every((job) => 'jobWeight' in job)).toBe(true);
  });

  it('still signs a client in without naming a header', async () => {
    const address = `mobileNumber=&emailId=${encodeURIComponent(CLIENT)}&isClient=true`;
    await app.inject({ method: 'POST', url: `${PRODUCT_JOBS}/generateOTP?${address}`, payload: {} });
    const { otp } = (
      await app.inject({ method: 'GET', url: `/__mock/otp?emailId=${encodeURIComponent(CLIENT)}` })
    ).json<{ otp: string }>();
    const answer = await app.inject({
      method: 'POST',
      url: `${PRODUCT_JOBS}/validateOTP?${address}&OTP=${otp}`,
      payload: {},
    });
    expect(answer.json()).not.toHaveProperty('userTokenHeader');
  });

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
