import { PAN_AUTH_FAILED, PAN_NO_MOBILE } from '#machines';
import { api, CallError } from '#web/api/index.ts';

/**
 * The per-mobile token PAN verification is sent with: GET fetchUserTokenByMobile for the number. An upstream that
 * issues a candidate's token only at their sign-in (the strict ownership mode, whose sign-in answer said so) has
 * already given it: that token is used and nothing is asked. Fails with 'No mobile number available' without a
 * number, and 'Authentication failed' when no token comes back (a refusal, a lost call, an answer without one).
 */
export async function fetchUserTokenByMobile(mobileNumber: string): Promise<string> {
  if (mobileNumber.trim() === '') throw new CallError(PAN_NO_MOBILE);
  const { upstream } = api;
  const signedIn = upstream.userTokens.current();
  if (signedIn) return signedIn;
  const result = await upstream.call((init) =>
    upstream.client.GET('/api/auth/fetchUserTokenByMobile', { params: { query: { mobileNumber } }, ...init }),
  );
  const token = result.ok ? result.data?.token : undefined;
  if (!token) throw new CallError(PAN_AUTH_FAILED);
  return token;
}
