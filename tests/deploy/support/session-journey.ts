import createClient, { type Client } from 'openapi-fetch';
import { PRODUCT_JOBS } from '#contract/product.ts';
import type { paths } from '#contract/schema.d.ts';
import { REPLICA_HEADER } from '#mock/adapters/fastify/served-client-headers.ts';
import { DEMO_OTP } from '#mock/core/otp.ts';
import { SESSION_HEADER } from '#mock/sessions/session-id.ts';

const SEARCH_AREA = { latitude: 28.6139, longitude: 77.209, distance: 250, page: 1, size: 50 };
/** A small PDF the upload check accepts. */
const RESUME = new Blob(['%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'], {
  type: 'application/pdf',
});

/** A typed client of the contract on `baseUrl`, in `session` (none: the default world), noting who answered. */
export interface SessionClient {
  client: Client<paths>;
  /** X-Mock-Replica of every answer, in order ('' when an answer had none). */
  replicas: string[];
}

export function sessionClient(baseUrl: string, session?: string): SessionClient {
  const replicas: string[] = [];
  const client = createClient<paths>({ baseUrl, ...(session ? { headers: { [SESSION_HEADER]: session } } : {}) });
  client.use({
    onResponse({ response }) {
      replicas.push(response.headers.get(REPLICA_HEADER) ?? '');
      return undefined;
    },
  });
  return { client, replicas };
}

export class JourneyError extends Error {}

function expectOk<T>(what: string, answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.response.ok && answer.data !== undefined) return answer.data;
  const message = (answer.error as { message?: string } | undefined)?.message ?? '';
  throw new JourneyError(`${what} answered ${answer.response.status} ${message}`.trim());
}

export interface SignedIn {
  service: string;
  token: string;
  candidateId: number;
}

/** The app's OTP sign-in: a service token, a code sent to the number, the code checked (the mock's fixed code). */
export async function signIn({ client }: SessionClient, mobileNumber: string): Promise<SignedIn> {
  const service = expectOk('fetchProgrammaticUserToken', await client.GET('/api/auth/fetchProgrammaticUserToken'));
  const headers = { authorization: `Bearer ${service.token}` };
  const query = { mobileNumber, isClient: false };
  expectOk('generateOTP', await client.POST(`${PRODUCT_JOBS}/generateOTP`, { params: { query }, body: {}, headers }));
  const checked = expectOk(
    'validateOTP',
    await client.POST(`${PRODUCT_JOBS}/validateOTP`, {
      params: { query: { ...query, OTP: DEMO_OTP } },
      body: {},
      headers,
    }),
  ) as { token?: string; id?: number };
  if (!checked.token) throw new JourneyError('validateOTP gave no token');
  return { service: service.token, token: checked.token, candidateId: checked.id ?? 0 };
}

/** The ids of the jobs the candidate has applied for, as My Applications lists them. */
export async function appliedJobIds({ client }: SessionClient, who: SignedIn, mobileNumber: string): Promise<number[]> {
  const answer = expectOk(
    'fetchCandidateApplications',
    await client.GET(`${PRODUCT_JOBS}/fetchCandidateApplications`, {
      params: { query: { mobileNumber } },
      headers: { authorization: `Bearer ${who.service}` },
    }),
  );
  return (answer.data?.applicationDetails ?? []).map((application) => application.jobId ?? 0);
}

/**
 * A candidate's visit with writes: sign in by OTP (a new number creates the candidate), search, apply to the
 * `jobIndex`-th job found with a resume, then read My Applications. Answers the job applied for and the list read.
 */
export async function applyJourney(
  session: SessionClient,
  mobileNumber: string,
  jobIndex: number,
): Promise<{ who: SignedIn; jobId: number; applied: number[] }> {
  const who = await signIn(session, mobileNumber);
  const headers = { authorization: `Bearer ${who.service}` };
  const found = expectOk(
    'searchJobs',
    await session.client.POST('/recruiter-services/api/v1/positions/searchJobs', {
      body: { ...SEARCH_AREA, mobileNumber },
      headers,
    }),
  );
  const jobs = Array.isArray(found) ? found : (found.data ?? []);
  const job = jobs[jobIndex % Math.max(1, jobs.length)];
  const jobId = job?.id;
  if (jobId === undefined) throw new JourneyError('searchJobs found no jobs');
  const recruiterId = job?.recruiterId ?? 0;
  expectOk(
    'applyForJob',
    await session.client.POST(`${PRODUCT_JOBS}/applyForJob`, {
      params: { query: { mobileNumber, positionId: jobId, name: 'Scale Candidate', recruiterId } },
      body: { fullName: 'Scale Candidate', mobile: mobileNumber, useCurrentResume: 'false' },
      bodySerializer: (fields) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
        form.append('recruiterId', String(recruiterId));
        form.append('resumeFile', RESUME, `${who.candidateId}_Resume.pdf`);
        return form;
      },
      headers,
    }),
  );
  return { who, jobId, applied: await appliedJobIds(session, who, mobileNumber) };
}
