import { DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { DEMO_OTP } from '#mock/core/otp.ts';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { headersOf, noteUnexpected, UnexpectedAnswer, type SoakClient, type Tally } from './soak-client.ts';
import { CLAIM_RUPEES, JOBS_PER_NUMBER, REFERRED, type JourneyName } from './soak-mix.ts';

/** What the journeys of one soak share: the client, the counts, the resume, and the interviews waiting for feedback. */
export interface SoakContext {
  client: SoakClient;
  tally: Tally;
  resume: Blob;
  /** Runs `work` while no other journey signs the same number or address in (its code would replace this one's). */
  exclusive<T>(subject: string, work: () => Promise<T>): Promise<T>;
  /** Interviews the new candidates' applications got, oldest first; the client's journey gives them feedback. */
  interviews: number[];
  /** How many journeys each pool number has run: which job it applies to and whom it refers next. */
  visits: Map<string, number>;
}

interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null ? String((body as { message?: unknown }).message ?? '') : '';

/** The answer's body when its status is one of `allowed`; otherwise counts it as unexpected and ends the journey. */
function expectStatus(context: SoakContext, operation: string, answer: Answer, allowed: number[] = [200]): unknown {
  const { status } = answer.response;
  if (allowed.includes(status)) return answer.data ?? answer.error;
  noteUnexpected(context.tally, `${operation}: ${status} '${messageOf(answer.error ?? answer.data)}'`);
  throw new UnexpectedAnswer(`${operation} answered ${status}`);
}

const listIn = <T>(body: unknown): T[] => {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
};

async function serviceToken(context: SoakContext): Promise<string> {
  const answer = await context.client.GET('/api/auth/fetchProgrammaticUserToken');
  return (expectStatus(context, 'fetchProgrammaticUserToken', answer) as { token: string }).token;
}

interface Session {
  service: string;
  token: string;
  candidateId: number;
}

/** The OTP sign-in the app does: a service token, a code sent, the code checked (the demo code; the mock is in fixed mode). */
async function signIn(context: SoakContext, who: { mobileNumber: string } | { emailId: string }): Promise<Session> {
  const service = await serviceToken(context);
  const query = 'emailId' in who ? { ...who, mobileNumber: '', isClient: true } : { ...who, isClient: false };
  const headers = headersOf(service);
  const subject = 'emailId' in who ? who.emailId : who.mobileNumber;
  const validated = await context.exclusive(subject, async () => {
    const sent = await context.client.POST(`${PRODUCT_JOBS}/generateOTP`, { params: { query }, body: {}, headers });
    expectStatus(context, 'generateOTP', sent);
    const answer = await context.client.POST(`${PRODUCT_JOBS}/validateOTP`, {
      params: { query: { ...query, OTP: DEMO_OTP } },
      body: {},
      headers,
    });
    return expectStatus(context, 'validateOTP', answer) as { token: string; id?: number };
  });
  return { service, token: validated.token, candidateId: validated.id ?? 0 };
}

type Job = { id: number; recruiterId?: number | null };
const SEARCH_AREA = { latitude: 28.6139, longitude: 77.209, distance: 250, page: 1, size: 50 };

async function searchJobs(context: SoakContext, session: Session, mobileNumber: string): Promise<Job[]> {
  const answer = await context.client.POST('/recruiter-services/api/v1/positions/searchJobs', {
    body: { ...SEARCH_AREA, mobileNumber },
    headers: headersOf(session.service, session.token),
  });
  return listIn<Job>(expectStatus(context, 'searchJobs', answer));
}

/**
 * A new candidate's visit: sign in, search, open a job, upload a 5 MB resume (with the application, or to the profile
 * and then apply with it), have the application's interview scheduled (the recruiter's side), refer a friend, and read
 * back applications, referrals and earnings. Its n-th visit applies to the n-th job of its search (of at most
 * JOBS_PER_NUMBER) and refers the n-th referred number: later ones answer 409 and 'No new candidates were added'.
 */
async function newCandidate(context: SoakContext, mobileNumber: string): Promise<void> {
  const visit = context.visits.get(mobileNumber) ?? 0;
  context.visits.set(mobileNumber, visit + 1);
  const session = await signIn(context, { mobileNumber });
  const own = headersOf(session.service, session.token);
  const jobs = (await searchJobs(context, session, mobileNumber)).slice(0, JOBS_PER_NUMBER);
  const job = jobs[visit % Math.max(1, jobs.length)];
  if (!job) return noteUnexpected(context.tally, 'searchJobs: no jobs to apply to');
  expectStatus(
    context,
    'getJobById',
    await context.client.GET(`${PRODUCT_JOBS}/getJobById`, {
      params: { query: { jobId: job.id, mobileNumber } },
      headers: own,
    }),
  );
  const fileName = `${session.candidateId}_Resume.pdf`;
  const viaProfile = visit % 2 === 1;
  if (viaProfile) {
    const upload = await context.client.POST(`${PRODUCT_JOBS}/updateCandidateResume`, {
      // The typed body stands for the form; the serializer sends the resume's bytes in its place.
      body: { candidateId: session.candidateId, resume: '' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('candidateId', String(session.candidateId));
        form.append('resume', context.resume, fileName);
        return form;
      },
      headers: own,
    });
    expectStatus(context, 'updateCandidateResume', upload);
  }
  const recruiterId = job.recruiterId ?? 0;
  const applied = await context.client.POST(`${PRODUCT_JOBS}/applyForJob`, {
    params: { query: { mobileNumber, positionId: job.id, name: 'Soak Candidate', recruiterId } },
    body: { fullName: 'Soak Candidate', mobile: mobileNumber, useCurrentResume: viaProfile ? 'true' : 'false' },
    bodySerializer: (fields) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
      form.append('recruiterId', String(recruiterId));
      if (!viaProfile) form.append('resumeFile', context.resume, fileName);
      return form;
    },
    headers: own,
  });
  const application = expectStatus(context, 'applyForJob', applied, [200, 409]) as { id?: number };
  if (applied.response.status === 200 && application.id) {
    const scheduled = await context.client.POST(`${PRODUCT_JOBS}/scheduleInterview`, {
      body: { openingCandidateDetailId: application.id, interviewDateTime: '2026-12-01 11:00:00', interviewLevel: 1 },
      headers: headersOf(session.service),
    });
    const interview = expectStatus(context, 'scheduleInterview', scheduled) as { interviewId?: number };
    if (interview.interviewId) context.interviews.push(interview.interviewId);
  }
  const friend = REFERRED[visit % REFERRED.length]!;
  expectStatus(
    context,
    'referCandidates',
    await context.client.POST(`${PRODUCT_JOBS}/referCandidates`, {
      params: { query: { mobileNumber, positionId: job.id } },
      body: [{ mobileNumber: friend, candidateName: 'Soak Friend' }],
      headers: own,
    }),
  );
  const query = { params: { query: { mobileNumber } }, headers: own };
  expectStatus(
    context,
    'fetchCandidateApplications',
    await context.client.GET(`${PRODUCT_JOBS}/fetchCandidateApplications`, query),
  );
  expectStatus(context, 'fetchReferrals', await context.client.GET(`${PRODUCT_JOBS}/fetchReferrals`, query));
  expectStatus(context, 'myEarnings', await context.client.GET(`${PRODUCT_JOBS}/myEarnings`, query));
}

/** The demo candidate signs in and reads everything of theirs the app shows, their resume included: reads only. */
async function seededReads(context: SoakContext): Promise<void> {
  const mobileNumber = DEMO_IDENTITIES.candidateMobile;
  const session = await signIn(context, { mobileNumber });
  const own = headersOf(session.service, session.token);
  const profile = expectStatus(
    context,
    'getDetailsWithMob',
    await context.client.GET('/candidate-services/api/v1/candidate/getDetailsWithMob/{mobile}', {
      params: { path: { mobile: mobileNumber } },
      headers: own,
    }),
  ) as { filePath?: string; resumeFileName?: string };
  const query = { params: { query: { mobileNumber } }, headers: own };
  const applications = expectStatus(
    context,
    'fetchCandidateApplications',
    await context.client.GET(`${PRODUCT_JOBS}/fetchCandidateApplications`, query),
  ) as { data?: { applicationDetails?: Array<{ id: number }> } | null };
  const first = applications.data?.applicationDetails?.[0];
  if (first) {
    expectStatus(
      context,
      'fetchApplicationTimeline',
      await context.client.GET(`${PRODUCT_JOBS}/fetchApplicationTimeline/{openingCandidateDetailId}`, {
        params: { path: { openingCandidateDetailId: String(first.id) } },
        headers: own,
      }),
    );
  }
  expectStatus(context, 'fetchReferrals', await context.client.GET(`${PRODUCT_JOBS}/fetchReferrals`, query));
  expectStatus(context, 'myEarnings', await context.client.GET(`${PRODUCT_JOBS}/myEarnings`, query));
  expectStatus(
    context,
    'fetchCandidateKYCDetails',
    await context.client.GET(`${PRODUCT_JOBS}/fetchCandidateKYCDetails`, query),
  );
  expectStatus(
    context,
    'fetchCandidateSkills',
    await context.client.GET(`${PRODUCT_JOBS}/fetchCandidateSkills`, query),
  );
  if (profile.filePath && profile.resumeFileName) {
    expectStatus(
      context,
      'downloadFileFromAWS',
      await context.client.GET('/legacy-services/api/v1/user/downloadFileFromAWS', {
        params: { query: { path: profile.filePath, filename: profile.resumeFileName } },
        headers: own,
        parseAs: 'arrayBuffer',
      }),
    );
  }
  await searchJobs(context, session, mobileNumber);
}

const AMOUNT_REFUSED = 'Transfer amount must be greater than 0 and less than the available balance';

/** The KYC-complete candidate claims ₹100 by UPI until the balance no longer allows it (then the documented 400). */
async function claim(context: SoakContext): Promise<void> {
  const mobileNumber = DEMO_IDENTITIES.kycCompleteMobile;
  const session = await signIn(context, { mobileNumber });
  const own = headersOf(session.service, session.token);
  expectStatus(
    context,
    'myEarnings',
    await context.client.GET(`${PRODUCT_JOBS}/myEarnings`, { params: { query: { mobileNumber } }, headers: own }),
  );
  const transfer = await context.client.POST('/legacy-services/api/v1/cashfree/directTransfer', {
    params: {
      query: {
        mobileNumber,
        vpa: 'soak.claim@okaxis',
        nameOnAadhar: 'Soak Claim',
        transferMode: 'upi',
        transferAmount: String(CLAIM_RUPEES),
      },
    },
    headers: own,
  });
  const body = expectStatus(context, 'transferToUpi', transfer, [200, 400]);
  if (transfer.response.status === 400 && messageOf(body) !== AMOUNT_REFUSED)
    noteUnexpected(context.tally, `transferToUpi: 400 '${messageOf(body)}'`);
}

/** The demo client signs in by e-mail, lists interviews and decides the oldest one a new candidate's application got. */
async function clientFeedback(context: SoakContext): Promise<void> {
  const emailId = DEMO_IDENTITIES.clientEmail;
  const session = await signIn(context, { emailId });
  const client = headersOf(session.token);
  const list = (isComplete: boolean) =>
    context.client.GET(`${PRODUCT_JOBS}/fetchClientInterviews`, {
      params: { query: { mobileNumber: '', emailId, isClient: true, isComplete } },
      headers: client,
    });
  expectStatus(context, 'fetchClientInterviews', await list(false));
  const interviewId = context.interviews.shift();
  if (interviewId === undefined) {
    expectStatus(context, 'fetchClientInterviews', await list(true));
    return;
  }
  const feedback = expectStatus(
    context,
    'fetchInterviewFeedback',
    await context.client.GET(`${PRODUCT_JOBS}/fetchInterviewFeedback`, {
      params: { query: { interviewId } },
      headers: client,
    }),
  ) as { data?: { budgetCitySkills?: Array<{ skillId: number }> } };
  const skills = feedback.data?.budgetCitySkills ?? [];
  const ratings = skills.length === 0 ? { '0': 0 } : Object.fromEntries(skills.map((s) => [String(s.skillId), 4]));
  expectStatus(
    context,
    'updateInterviewFeedback',
    await context.client.POST(`${PRODUCT_JOBS}/updateInterviewFeedback`, {
      params: { query: { interviewId, candidateStatus: 'Selected', interviewFeedback: 'Steady under load.' } },
      body: ratings,
      headers: client,
    }),
  );
}

/** Runs one journey; a failed one (an unexpected answer or no answer) is counted by the caller and the next one starts. */
export function runJourney(context: SoakContext, name: JourneyName, poolNumber: string): Promise<void> {
  switch (name) {
    case 'new candidate':
      return newCandidate(context, poolNumber);
    case 'seeded reads':
      return seededReads(context);
    case 'claim':
      return claim(context);
    case 'client feedback':
      return clientFeedback(context);
  }
}
