import { describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { DEMO_CANDIDATE_ID } from '#mock/testing/for-clients.ts';
import { api } from '#web/api/index.ts';
import { sessionStore } from '#web/shared/session.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { DEMO_MOBILE, DEMO_USER } from '#web/testing/session.ts';
import '../i18n.ts';
import { verifyPan } from './verify-pan.ts';

// The strict ownership mode gives no number's token to whoever asks (fetchUserTokenByMobile answers 403) and takes a
// PAN call only with the candidate's own token as its bearer: the client sends the token of the candidate's sign-in.
const mock = setupMockUpstream({ jobCount: 50, auth: 'strict' });

/** Signs the demo candidate in through the client, as the sign-in dialog does; returns the sign-in token. */
async function signIn(): Promise<string> {
  const { upstream } = api;
  const query = { mobileNumber: DEMO_MOBILE, emailId: '', isClient: false };
  await upstream.call((init) =>
    upstream.client.POST(`${PRODUCT_JOBS}/generateOTP`, { params: { query }, body: {}, ...init }),
  );
  const answer = await upstream.call((init) =>
    upstream.client.POST(`${PRODUCT_JOBS}/validateOTP`, {
      params: { query: { ...query, OTP: '1234' } },
      body: {},
      ...init,
    }),
  );
  if (!answer.ok || !answer.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  sessionStore.signIn(DEMO_USER, answer.data.token, '91');
  return answer.data.token;
}

describe('verifyPan against the strict ownership mode', () => {
  it("is sent with the candidate's sign-in token as its bearer, asking for no number's token", async () => {
    mock.world.db.candidate.update({
      where: { id: { equals: DEMO_CANDIDATE_ID } },
      data: { aadhaarVerified: true, aadhaarNumber: '482193574821', nameOnAadhaar: 'Priya Sharma' },
    });
    const token = await signIn();
    const bearers: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/cashfree/verifyPan')) bearers.push(request.headers.get('Authorization') ?? '');
    });
    const result = await verifyPan({ mobileNumber: DEMO_MOBILE, panNumber: 'BQRPS1234F' });
    mock.server.events.removeAllListeners();
    expect(result).toMatchObject({ success: true, data: { panNumber: 'BQRPS1234F' } });
    expect(bearers).toEqual([`Bearer ${token}`]);
    expect(mock.world.log.list().map((r) => r.operationId)).not.toContain('fetchUserTokenByMobile');
  });
});
