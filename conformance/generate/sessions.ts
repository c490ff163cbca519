import { USER_TOKEN_HEADER } from '#contract/ownership.ts';
import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { exchange, report, type SendContext } from './context.ts';
import type { GeneratedRequest } from './generated-request.ts';
import type { Sessions } from './run-state.ts';
import { messageOf } from './send.ts';

export interface Identities {
  /** The mock's control API answers: codes come from it, and the run creates its own candidates. */
  isMock: boolean;
  candidateMobile?: string;
  candidateOtp?: string;
  clientEmail?: string;
  clientOtp?: string;
  /** A candidate with KYC done and a balance, for the calls that move money (on the mock: its demo one). */
  kycMobile?: string;
  kycOtp?: string;
  /** The mock's fixed demo code (Aadhaar OTP), when it has one. */
  demoCode?: string;
}

type Lookup = (operationId: string) => ContractOperation;

const plain = (
  op: ContractOperation,
  query: Array<[string, string]>,
  headers: Record<string, string> = {},
): GeneratedRequest => ({
  operationId: op.operationId,
  method: op.method.toUpperCase(),
  path: op.path,
  query,
  headers: { accept: 'application/json', ...headers },
  ...(op.requestBody ? { json: {} } : {}),
});

/** A new candidate's mobile number for this seed (93…, far from the seeded demo numbers). */
export const runMobile = (seed: number, which: number) =>
  `93${String((Math.abs(seed) * 7919 + which * 104_729) % 100_000_000).padStart(8, '0')}`;

async function mockCode(context: SendContext, key: string): Promise<string> {
  const response = await fetch(`${context.settings.baseUrl.replace(/\/$/, '')}/__mock/otp?${key}`);
  const body = (await response.json()) as { otp?: unknown };
  if (typeof body.otp !== 'string') throw new Error(`the mock gave no code for ${key}`);
  return body.otp;
}

interface SignedIn {
  token: string;
  id?: number;
  strict: boolean;
}

/** Sign-in by one-time code (mobile, or a client's e-mail), through the contract's own calls, checked like any other. */
async function signIn(
  context: SendContext,
  lookup: Lookup,
  who: { mobile?: string; email?: string },
  code?: string,
): Promise<SignedIn> {
  const key: Array<[string, string]> = who.email
    ? [
        ['emailId', who.email],
        ['isClient', 'true'],
      ]
    : [['mobileNumber', who.mobile ?? '']];
  const generate = plain(lookup('generateOTP'), key);
  const sent = await exchange(context, lookup('generateOTP'), generate);
  for (const failure of sent.failures) report(context, generate, failure);
  if (sent.answer.status !== 200)
    throw new Error(`generateOTP answered ${sent.answer.status}: ${messageOf(sent.answer.observed?.body)}`);
  const otp =
    code ??
    (await mockCode(context, who.email ? `emailId=${encodeURIComponent(who.email)}` : `mobileNumber=${who.mobile}`));
  const validate = plain(lookup('validateOTP'), [...key, ['OTP', otp]]);
  const answered = await exchange(context, lookup('validateOTP'), validate);
  for (const failure of answered.failures) report(context, validate, failure);
  const body = answered.answer.observed?.body as
    { token?: unknown; id?: unknown; userTokenHeader?: unknown } | undefined;
  if (answered.answer.status !== 200 || typeof body?.token !== 'string')
    throw new Error(`validateOTP answered ${answered.answer.status}: ${messageOf(body)}`);
  return {
    token: body.token,
    id: typeof body.id === 'number' ? body.id : undefined,
    strict: body.userTokenHeader === USER_TOKEN_HEADER,
  };
}

async function serviceToken(context: SendContext, lookup: Lookup): Promise<string> {
  const op = lookup('fetchProgrammaticUserToken');
  const request = plain(op, []);
  const { answer, failures } = await exchange(context, op, request);
  for (const failure of failures) report(context, request, failure);
  const token = (answer.observed?.body as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') throw new Error(`fetchProgrammaticUserToken answered ${answer.status}`);
  return token;
}

/**
 * The run's callers: the service token; against the mock two new candidates the run creates by signing in new
 * numbers (it writes only to the first; the second's token is the ownership probes' "someone else"), elsewhere the
 * candidate the options name; and a client interviewer when one is known.
 */
export async function openSessions(context: SendContext, lookup: Lookup, ids: Identities): Promise<Sessions> {
  const token = await serviceToken(context, lookup);
  const mobile = ids.isMock ? runMobile(context.settings.seed, 0) : ids.candidateMobile;
  if (!mobile)
    throw new Error('needs a candidate to sign in as (--mobile and --otp) against an upstream that is not the mock');
  const me = await signIn(context, lookup, { mobile }, ids.isMock ? undefined : ids.candidateOtp);
  const otherMobile = ids.isMock ? runMobile(context.settings.seed, 1) : undefined;
  const other = otherMobile ? await signIn(context, lookup, { mobile: otherMobile }) : undefined;
  const client =
    ids.clientEmail && (ids.isMock || ids.clientOtp)
      ? await signIn(context, lookup, { email: ids.clientEmail }, ids.isMock ? undefined : ids.clientOtp)
      : undefined;
  const payer =
    ids.kycMobile && (ids.isMock || ids.kycOtp)
      ? await signIn(context, lookup, { mobile: ids.kycMobile }, ids.isMock ? undefined : ids.kycOtp)
      : undefined;
  return {
    serviceToken: token,
    payer: payer && ids.kycMobile ? { mobile: ids.kycMobile, token: payer.token } : undefined,
    candidate: { mobile, candidateId: me.id ?? 0, token: me.token },
    other: other && otherMobile ? { mobile: otherMobile, candidateId: other.id ?? 0, token: other.token } : undefined,
    client: client && ids.clientEmail ? { email: ids.clientEmail, token: client.token } : undefined,
    strict: me.strict,
    signInCode: ids.isMock ? ids.demoCode : ids.candidateOtp,
    aadhaarCode: ids.demoCode,
  };
}
