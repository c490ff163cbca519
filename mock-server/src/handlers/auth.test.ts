import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS } from '#contract/rules.ts';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES } from '../core/identities.ts';
import { OTP_TTL_MS } from '../core/otp.ts';
import { TOKEN_LIFETIME_MS } from '../core/tokens.ts';
import { DEMO_LINKS } from '../seed/seed-links.ts';
import { testAppPerFile } from '../testing/test-app.ts';

const t = testAppPerFile(1000, { resetEach: true });

const generate = (query: string) =>
  t.inject({ method: 'POST', url: `${PRODUCT_JOBS}/generateOTP?${query}`, payload: {} });
const validate = (query: string) =>
  t.inject({ method: 'POST', url: `${PRODUCT_JOBS}/validateOTP?${query}`, payload: {} });
const advance = (advanceMs: number) => t.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs } });
const budget = (token: string) =>
  t.inject({
    method: 'GET',
    url: `${PRODUCT_JOBS}/getBudgetDetails?budgetId=50001`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('mobile sign-in', () => {
  it('sends a code and signs the demo candidate in with it', async () => {
    expect(t.json(await generate(`mobileNumber=${DEMO_IDENTITIES.candidateMobile}`))).toEqual({
      status: true,
      success: true,
      message: 'OTP sent successfully',
    });
    const response = await validate(`mobileNumber=${DEMO_IDENTITIES.candidateMobile}&OTP=1234`);
    expect(response.statusCode).toBe(200);
    const session = t.json<{ token: string }>(response);
    expect(session).toMatchObject({
      status: true,
      message: 'OTP validated successfully',
      name: 'Priya Sharma',
      email: 'priya.sharma@example.in',
      id: DEMO_CANDIDATE_ID,
    });
    expect((await budget(session.token)).statusCode).toBe(200);
  });

  it('accepts the number with the 91 country code in front', async () => {
    await generate('mobileNumber=919876543210');
    const response = await validate(`mobileNumber=${DEMO_IDENTITIES.candidateMobile}&OTP=1234`);
    expect(t.json(response)).toMatchObject({ id: DEMO_CANDIDATE_ID });
  });

  it('signs an unknown valid number in as a new, empty candidate, the same one next time', async () => {
    await generate('mobileNumber=7012345678');
    const first = t.json<{ id: number; name: unknown; email: unknown }>(
      await validate('mobileNumber=7012345678&OTP=1234'),
    );
    expect(first.name).toBeNull();
    expect(first.email).toBeNull();
    await generate('mobileNumber=7012345678');
    const again = t.json<{ id: number }>(await validate('mobileNumber=7012345678&OTP=1234'));
    expect(again.id).toBe(first.id);
  });

  it('refuses to send without a mobile number or e-mail, or with an invalid number', async () => {
    const none = await generate('mobileNumber=');
    expect(none.statusCode).toBe(400);
    expect(t.json(none)).toMatchObject({ message: 'Mobile number or email is required' });
    const bad = await generate('mobileNumber=1234567890');
    expect(bad.statusCode).toBe(400);
    expect(t.json(bad)).toMatchObject({
      message: 'Please enter a valid 10-digit Indian mobile number starting with 6-9',
    });
    const noCode = await validate('mobileNumber=&OTP=1234');
    expect(noCode.statusCode).toBe(400);
    expect(t.json(noCode)).toMatchObject({ status: false, message: 'Mobile number or email is required' });
  });

  it("answers 'Invalid OTP' for a wrong code", async () => {
    await generate('mobileNumber=9876543210');
    const response = await validate('mobileNumber=9876543210&OTP=9999');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toEqual({
      status: false,
      success: false,
      message: 'Invalid OTP',
      responseMessage: 'Invalid OTP',
    });
  });

  it('lets a code expire after five minutes of mock time', async () => {
    await generate('mobileNumber=9876543210');
    await advance(OTP_TTL_MS);
    const response = await validate('mobileNumber=9876543210&OTP=1234');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: 'OTP has expired. Please request a new OTP' });
  });

  it('refuses a code that was never requested', async () => {
    const response = await validate('mobileNumber=9876543210&OTP=1234');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: 'No OTP was requested for this number' });
  });

  it('locks the number after five wrong codes, for 15 minutes', async () => {
    await generate('mobileNumber=9876543210');
    for (let i = 0; i < 4; i++) expect((await validate('mobileNumber=9876543210&OTP=0000')).statusCode).toBe(400);
    const fifth = await validate('mobileNumber=9876543210&OTP=0000');
    expect(fifth.statusCode).toBe(429);
    expect(t.json(fifth)).toMatchObject({
      status: false,
      message: 'Too many attempts. Please try again after 15 minutes.',
    });
    expect(fifth.headers['retry-after']).toBe(String(15 * 60));
    expect((await validate('mobileNumber=9876543210&OTP=1234')).statusCode).toBe(429);
    expect((await generate('mobileNumber=9876543210')).statusCode).toBe(429);
    await advance(14 * 60_000);
    const lastMinute = await generate('mobileNumber=9876543210');
    expect(t.json(lastMinute)).toMatchObject({ message: 'Too many attempts. Please try again after 1 minute.' });
    expect(lastMinute.headers['retry-after']).toBe('60');
    await advance(60_000);
    expect((await generate('mobileNumber=9876543210')).statusCode).toBe(200);
    expect((await validate('mobileNumber=9876543210&OTP=1234')).statusCode).toBe(200);
  });

  it('issues a new random code per request in random mode, readable from the control API', async () => {
    await t.inject({ method: 'POST', url: '/__mock/otp/mode', payload: { mode: 'random' } });
    await generate('mobileNumber=9876543210');
    const { otp } = t.json<{ otp: string }>(
      await t.inject({ method: 'GET', url: '/__mock/otp?mobileNumber=9876543210' }),
    );
    expect(otp).toMatch(/^[0-9]{4}$/);
    const other = String((Number(otp) + 1) % 10_000).padStart(4, '0');
    expect((await validate(`mobileNumber=9876543210&OTP=${other}`)).statusCode).toBe(400);
    expect((await validate(`mobileNumber=9876543210&OTP=${otp}`)).statusCode).toBe(200);
  });
});

describe('client e-mail sign-in', () => {
  it('signs the demo interviewer in by e-mail, whatever the letter case', async () => {
    expect((await generate('mobileNumber=&emailId=Anita.Desai@Example.com&isClient=true')).statusCode).toBe(200);
    const response = await validate('mobileNumber=&OTP=1234&emailId=anita.desai@example.com&isClient=true');
    expect(response.statusCode).toBe(200);
    const session = t.json<Record<string, unknown>>(response);
    expect(session).toMatchObject({
      status: true,
      message: 'OTP validated successfully',
      name: 'Anita Desai',
      email: DEMO_IDENTITIES.clientEmail,
    });
    expect(session).not.toHaveProperty('id');
    expect((await budget(String(session.token))).statusCode).toBe(200);
  });

  it('signs any other address in as a client too', async () => {
    await generate('emailId=ravi.kumar@tcs.example.in&isClient=true');
    const session = t.json(await validate('OTP=1234&emailId=ravi.kumar@tcs.example.in&isClient=true'));
    expect(session).toMatchObject({ status: true, name: 'Ravi Kumar', email: 'ravi.kumar@tcs.example.in' });
  });

  it('refuses an address that does not look like one', async () => {
    const response = await generate('mobileNumber=&emailId=anita.desai&isClient=true');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: EMAIL_ADDRESS.messages.invalid });
  });

  it('refuses a client sign-in without an address', async () => {
    const response = await generate('mobileNumber=&isClient=true');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: 'Mobile number or email is required' });
  });
});

describe('service tokens', () => {
  it('issues a programmatic token that expires after 8 hours of mock time', async () => {
    const { token } = t.json<{ token: string }>(
      await t.inject({ method: 'GET', url: '/api/auth/fetchProgrammaticUserToken' }),
    );
    await advance(TOKEN_LIFETIME_MS - 1);
    expect((await budget(token)).statusCode).toBe(200);
    await advance(1);
    const expired = await budget(token);
    expect(expired.statusCode).toBe(401);
    expect(t.json(expired)).toMatchObject({ message: 'Authentication required' });
  });

  it('issues a per-mobile token to a known candidate only', async () => {
    const known = await t.inject({ method: 'GET', url: '/api/auth/fetchUserTokenByMobile?mobileNumber=9123456780' });
    expect(known.statusCode).toBe(200);
    expect((await budget(t.json<{ token: string }>(known).token)).statusCode).toBe(200);
    const unknown = await t.inject({ method: 'GET', url: '/api/auth/fetchUserTokenByMobile?mobileNumber=7000000001' });
    expect(unknown.statusCode).toBe(401);
    expect(t.json(unknown)).toMatchObject({ message: 'Authentication failed' });
  });
});

describe('short links', () => {
  it('resolves a code to its URL as plain text', async () => {
    const response = await t.inject({ method: 'GET', url: `/api/auth/getActualUrl?url=${DEMO_LINKS.profile}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('/profile');
  });

  it('reads the code from the last path segment when given a path', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/auth/getActualUrl?url=${encodeURIComponent(`/s/${DEMO_LINKS.profile}`)}`,
    });
    expect(response.body).toBe('/profile');
  });

  it("answers 404 'URL not found' for an unknown code", async () => {
    const response = await t.inject({ method: 'GET', url: '/api/auth/getActualUrl?url=zzZZ99' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('URL not found');
  });
});
