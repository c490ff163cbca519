import { USER_TOKEN_HEADER } from '#contract/ownership.ts';
import { JourneyFailure, type JourneyContext } from '#conformance/runner/journey-context.ts';
import type { CallResult, FilePart } from '#conformance/runner/types.ts';

/** Reads a value by a dotted path ('data.applicationDetails.0.id'). */
export function at<T = unknown>(value: unknown, path: string): T | undefined {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node === null || typeof node !== 'object' ? undefined : (node as Record<string, unknown>)[key]),
      value,
    ) as T | undefined;
}

/** A list that may come bare or inside an envelope/holder. */
export function listOf<T = Record<string, unknown>>(body: unknown, ...holders: string[]): T[] {
  if (Array.isArray(body)) return body as T[];
  for (const holder of ['data', ...holders]) {
    const inner = at(body, holder);
    if (Array.isArray(inner)) return inner as T[];
    if (inner && typeof inner === 'object') {
      const nested = listOf<T>(inner, ...holders.filter((h) => h !== holder));
      if (nested.length > 0) return nested;
    }
  }
  return [];
}

export function messageOf(result: CallResult): string {
  if (result.notSent) return `not sent: ${result.notSent}`;
  if (typeof result.body === 'string') return result.body;
  return String(at(result.body, 'message') ?? at(result.body, 'responseMessage') ?? at(result.body, 'response') ?? '');
}

/** The answer is `status` with exactly this message (a documented error answer). */
export function expectMessage(context: JourneyContext, result: CallResult, status: number, message: string): void {
  if (result.notSent) return;
  context.expect(
    result.status === status,
    `${result.operationId}: expected HTTP ${status} '${message}', got ${result.status} '${messageOf(result)}' (${result.request})`,
  );
  context.expect(
    messageOf(result) === message,
    `${result.operationId}: expected message '${message}', got '${messageOf(result)}'`,
  );
}

const PDF_TEXT = (title: string) =>
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\n%${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;

export function pdfFile(filename: string): FilePart {
  return { filename, contentType: 'application/pdf', data: new TextEncoder().encode(PDF_TEXT(filename)) };
}

export function textFile(filename: string): FilePart {
  return { filename, contentType: 'text/plain', data: new TextEncoder().encode('not a document') };
}

export interface CandidateSession {
  mobile: string;
  candidateId: number;
  token: string;
  /** The sign-in answer bound the token to the candidate (strict ownership mode: it travels in X-User-Token). */
  userBound: boolean;
}

/** The one-time code for a mobile or e-mail: from the mock's control API, or from the options. */
export async function codeFor(
  context: JourneyContext,
  key: { mobileNumber?: string; emailId?: string },
  given?: string,
): Promise<string> {
  if (context.settings.isMock) {
    const query = key.emailId ? `emailId=${encodeURIComponent(key.emailId)}` : `mobileNumber=${key.mobileNumber}`;
    return (await context.control<{ otp: string }>('GET', `otp?${query}`)).otp;
  }
  if (!given) context.skip('needs the one-time code (--otp / --client-otp) sent to the configured mobile or e-mail');
  return given;
}

/** Signs a candidate in by mobile and one-time code. */
export async function signInCandidate(
  context: JourneyContext,
  mobile = context.settings.candidateMobile,
): Promise<CandidateSession> {
  if (!mobile) context.skip('needs a candidate mobile (--mobile)');
  await context.call('generateOTP', {
    query: { mobileNumber: mobile, emailId: '', isClient: false },
    json: {},
    expect: 200,
  });
  const otp = await codeFor(context, { mobileNumber: mobile }, context.settings.candidateOtp);
  const result = await context.call('validateOTP', {
    query: { mobileNumber: mobile, OTP: otp, emailId: '', isClient: false },
    json: {},
    expect: 200,
  });
  const candidateId = at<number>(result.body, 'id');
  const token = at<string>(result.body, 'token');
  if (typeof candidateId !== 'number' || typeof token !== 'string')
    throw new JourneyFailure('validateOTP gave no candidate id or token');
  const userBound = at(result.body, 'userTokenHeader') === USER_TOKEN_HEADER;
  context.candidateTokens.signedIn(userBound);
  if (userBound) context.candidateTokens.note(mobile, candidateId, token);
  return { mobile, candidateId, token, userBound };
}

/** Whether the upstream binds sign-in tokens to candidates (strict ownership mode); signs the candidate in to find out. */
export async function ownershipIsStrict(context: JourneyContext): Promise<boolean> {
  return context.candidateTokens.strict ?? (await signInCandidate(context)).userBound;
}

/** The status a call about a candidate other than the signed-in one answers: 403 in strict ownership mode, else `usual`. */
export async function aboutSomeoneElse(context: JourneyContext, usual: number): Promise<number> {
  return (await ownershipIsStrict(context)) ? 403 : usual;
}
