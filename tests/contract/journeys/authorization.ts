import { CANDIDATE_FIELDS, USER_TOKEN_HEADER, type CandidateField } from '#contract/ownership.ts';
import { resolve, type ContractOperation } from '#mock/contract/load-contract.ts';
import type { JourneyContext } from '#conformance/runner/journey-context.ts';
import {
  describeOwnership,
  ownershipFailure,
  ownershipVerdict,
  type OwnershipRow,
  type OwnershipStatuses,
} from '#conformance/runner/ownership.ts';
import type { Journey } from '#conformance/runner/run.ts';
import type { CallInput, CallResult, FilePart } from '#conformance/runner/types.ts';
import { at, codeFor, listOf, pdfFile, signInCandidate } from './support.ts';

// The authorization journey (OWASP API1/API2): every call whose `x-candidate` fields name a candidate (or a client)
// is sent for someone else (the victim) without a token, with the anonymous service token and with another signed-in
// candidate's token (on a client's call, another client's and a candidate's). The values come from the contract's
// examples, with the victim's number, id, application, document folder, e-mail or interview in the `x-candidate`
// fields; money calls ask for more than any balance, so even an upstream that lets them through moves nothing, and
// the feedback call names an interview already decided, so it changes nothing either. A call whose number is read as
// a visitor's for anyone else (`notOwner: visitor`: the searches and job details) passes when its answer is the
// visitor's (the same call with '0').

/** On the mock, a fresh number signs in as the victim: what the journey writes touches no other journey's data. */
const MOCK_VICTIM = '9555500001';
/** On the mock, a fresh e-mail signs in as the other client. */
const MOCK_OTHER_CLIENT = 'intruder.client@example.com';
const MORE_THAN_ANY_BALANCE = 999_999_999;
const VISITOR = '0';
const ADJUST: Record<string, (input: CallInput, victim: Victim) => void> = {
  transferToUpi: (input) => void (input.query = { ...input.query, transferAmount: String(MORE_THAN_ANY_BALANCE) }),
  paymentRequest: (input) => void (input.json = { ...(input.json as object), amount: MORE_THAN_ANY_BALANCE }),
  downloadFileFromAWS: (input, victim) => void (input.query = { ...input.query, filename: victim.resumeName }),
  getJobById: (input, victim) => void (input.query = { ...input.query, jobId: victim.jobId }),
  searchJobs: (input) => void (input.json = { ...(input.json as object), size: 10 }),
  // Without the example's skill filter, so that there are jobs to personalise.
  fetchJobsWithFilters: (input) =>
    void (input.json = { ...(input.json as object), latitude: 12.9716, longitude: 77.5946, skillIds: [], size: 10 }),
};

interface Victim {
  mobile: string;
  candidateId?: number;
  /** One of the victim's applications. */
  applicationId?: number;
  /** A document in the victim's folder. */
  resumeName?: string;
  /** The client whose interviews are probed, and one of them already decided. */
  clientEmail?: string;
  interviewId?: number;
  /** A job whose details are asked with the victim's number. */
  jobId?: number;
}

/** Who asks: another candidate, and (where known) another client. */
interface Attackers {
  candidate: string;
  client?: string;
}

type Example = {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  encoding?: Record<string, unknown>;
};

function exampleOf(media: Example | undefined): unknown {
  if (!media) return undefined;
  return media.example ?? Object.values(media.examples ?? {})[0]?.value;
}

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);

function fileFor(name: string): FilePart {
  return /\.jpe?g$/i.test(name)
    ? { filename: name, contentType: 'image/jpeg', data: new Uint8Array(JPEG) }
    : pdfFile(name);
}

function victimValue(field: CandidateField, victim: Victim): string | number | undefined {
  switch (field.by) {
    case 'mobile':
      return victim.mobile;
    case 'candidateId':
      return victim.candidateId;
    case 'applicationId':
      return victim.applicationId === undefined ? undefined : String(victim.applicationId);
    case 'filePath':
      return victim.candidateId === undefined ? undefined : `candidates/documents/${victim.candidateId}/`;
    case 'clientEmail':
      return victim.clientEmail;
    case 'interviewId':
      return victim.interviewId;
  }
}

const WHAT_IS_MISSING: Record<CandidateField['by'], string> = {
  mobile: "the other candidate's number",
  candidateId: "the other candidate's id",
  applicationId: "an application of the other candidate's",
  filePath: "the other candidate's id",
  clientEmail: "a client's e-mail with a second client's session (the mock's OTP)",
  interviewId: "a decided interview of a client with a second client's session (the mock's OTP)",
};

const isClientField = (field: CandidateField) => field.by === 'clientEmail' || field.by === 'interviewId';

/** A request built from the contract's examples, naming the victim in every `x-candidate` field. */
export function probeInput(operation: ContractOperation, fields: readonly CandidateField[], victim: Victim): CallInput {
  const named = (place: CandidateField['in'], name: string) => fields.find((f) => f.in === place && f.name === name);
  const input: CallInput = {};
  for (const parameter of operation.parameters) {
    const field = named(parameter.in as CandidateField['in'], parameter.name);
    if (!parameter.required && !field) continue;
    const example = (parameter as { example?: unknown }).example ?? (parameter.schema as { example?: unknown }).example;
    const value = field ? victimValue(field, victim) : example;
    if (value === undefined) continue;
    if (parameter.in === 'path') input.path = { ...input.path, [parameter.name]: value as string | number };
    if (parameter.in === 'query')
      input.query = { ...input.query, [parameter.name]: value as string | number | boolean };
  }
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'] as Example | undefined;
  const multipart = content['multipart/form-data'] as (Example & { schema?: unknown }) | undefined;
  if (json) {
    const example = structuredClone(exampleOf(json) ?? {});
    input.json = example;
    if (example && typeof example === 'object' && !Array.isArray(example)) {
      for (const field of fields.filter((f) => f.in === 'body'))
        (example as Record<string, unknown>)[field.name] = victimValue(field, victim);
    }
  } else if (multipart) {
    const example = (exampleOf(multipart) ?? {}) as Record<string, unknown>;
    const properties =
      resolve<{ properties?: Record<string, { format?: string; contentMediaType?: string }> }>(multipart.schema)
        .properties ?? {};
    const form: Record<string, string | FilePart> = {};
    for (const [name, value] of Object.entries(example)) {
      const schema = resolve<{ format?: string; contentMediaType?: string }>(properties[name] ?? {});
      // A text field declares `contentType: text/plain` in `encoding`; any other encoded field is a file.
      const encoded = (multipart.encoding?.[name] as { contentType?: string } | undefined)?.contentType;
      const isFile =
        (encoded !== undefined && !encoded.startsWith('text/plain')) ||
        schema.format === 'binary' ||
        schema.contentMediaType !== undefined;
      form[name] = isFile ? fileFor(String(value)) : String(value);
    }
    for (const field of fields.filter((f) => f.in === 'body')) form[field.name] = String(victimValue(field, victim));
    input.form = form;
  }
  ADJUST[operation.operationId]?.(input, victim);
  return input;
}

async function victimOf(c: JourneyContext): Promise<Victim> {
  if (c.settings.isMock) {
    const signedIn = await signInCandidate(c, MOCK_VICTIM);
    return { mobile: signedIn.mobile, candidateId: signedIn.candidateId };
  }
  const mobile = c.settings.kycCompleteMobile;
  if (!mobile) c.skip('needs a second candidate whose data the signed-in one must not reach (--kyc-mobile)');
  const profile = await c.call('getDetailsWithMob', { path: { mobile } });
  const id =
    at<number>(profile.body, 'id') ??
    at<number>(profile.body, 'candidateId') ??
    at<number>(profile.body, 'data.id') ??
    at<number>(profile.body, 'data.candidateId');
  return { mobile, candidateId: typeof id === 'number' ? id : undefined };
}

/** A job near Bengaluru, as a visitor finds it. */
async function someJob(c: JourneyContext): Promise<{ id: number; recruiterId: number } | undefined> {
  const found = await c.call('searchJobs', {
    json: { latitude: 12.9716, longitude: 77.5946, distance: 100, page: 1, size: 5, mobileNumber: VISITOR },
  });
  const job = listOf<{ id?: number; jobId?: number; recruiterId?: number }>(found.body, 'data')[0];
  const id = job?.id ?? job?.jobId;
  return id === undefined ? undefined : { id, recruiterId: job?.recruiterId ?? 0 };
}

/** On the mock: the victim applies with a resume (an application and a stored document of their own). */
async function victimApplies(c: JourneyContext, victim: Victim, job: { id: number; recruiterId: number }) {
  const resumeName = `${victim.candidateId}_Resume.pdf`;
  await c.call('applyForJob', {
    query: { mobileNumber: victim.mobile, positionId: job.id, name: 'Meera Iyer', recruiterId: job.recruiterId },
    form: {
      fullName: 'Meera Iyer',
      mobile: victim.mobile,
      email: '',
      useCurrentResume: 'false',
      submittedAt: new Date().toISOString(),
      recruiterId: String(job.recruiterId),
      resumeFile: pdfFile(resumeName),
    },
    // A second run on the same mock finds the application made by the first.
    expect: [200, 409],
  });
  const applied = await c.call('lastAppliedJobs', { query: { candidateId: victim.candidateId! }, expect: 200 });
  const application = listOf<{ applicationId?: number; id?: number }>(applied.body, 'data')[0];
  victim.applicationId = application?.applicationId ?? application?.id;
  victim.resumeName = resumeName;
}

/** Signs a client in by e-mail (the mock's code); notes the session where the answer binds it. */
async function signInClient(c: JourneyContext, email: string): Promise<string> {
  const address = { mobileNumber: '', emailId: email, isClient: true };
  await c.call('generateOTP', { query: address, json: {}, expect: 200 });
  const otp = await codeFor(c, { emailId: email }, undefined);
  const session = await c.call('validateOTP', { query: { ...address, OTP: otp }, json: {}, expect: 200 });
  const token = String(at(session.body, 'token'));
  if (at(session.body, 'userTokenHeader') === USER_TOKEN_HEADER) c.candidateTokens.noteClient(email, token);
  return token;
}

/** On the mock: the demo client's decided interview is the victim's, and a fresh e-mail signs in as the other client. */
async function clientsOf(c: JourneyContext, victim: Victim): Promise<string | undefined> {
  const email = c.settings.clientEmail;
  if (!c.settings.isMock || !email) return undefined;
  await signInClient(c, email);
  const completed = await c.call('fetchClientInterviews', {
    query: { mobileNumber: '', emailId: email, isClient: true, isComplete: true },
    expect: 200,
  });
  const decided = listOf<{ interviewId?: number; id?: number }>(completed.body, 'data')[0];
  victim.clientEmail = email;
  victim.interviewId = decided?.interviewId ?? decided?.id;
  return signInClient(c, MOCK_OTHER_CLIENT);
}

const notProbed = (operationId: string, strict: boolean, note: string): OwnershipRow => ({
  operationId,
  verdict: 'not probed',
  strict,
  note,
});

const sameBody = (a: CallResult, b: CallResult) => JSON.stringify(a.body) === JSON.stringify(b.body);
const isSuccess = (status: number) => status >= 200 && status < 300;

async function probe(
  c: JourneyContext,
  operationId: string,
  victim: Victim,
  attackers: Attackers,
  strict: boolean,
): Promise<OwnershipRow> {
  const operation = c.operation(operationId);
  const fields = CANDIDATE_FIELDS[operationId as keyof typeof CANDIDATE_FIELDS] as readonly CandidateField[];
  if (operation.method !== 'get' && !c.settings.isMock && !c.settings.allowWrites)
    return notProbed(operationId, strict, 'changes data: pass --allow-writes');
  const missing = fields.find((f) => victimValue(f, victim) === undefined);
  if (missing) return notProbed(operationId, strict, `${WHAT_IS_MISSING[missing.by]} is not known`);
  if (operationId === 'getJobById' && victim.jobId === undefined) return notProbed(operationId, strict, 'no job found');
  const forClient = fields.some(isClientField);
  if (forClient && attackers.client === undefined)
    return notProbed(operationId, strict, `${WHAT_IS_MISSING.clientEmail} is not known`);
  const other = forClient ? attackers.client! : attackers.candidate;
  const input = probeInput(operation, fields, victim);
  const calls: CallResult[] = [
    await c.call(operationId, { ...input, auth: 'none', userToken: 'none' }),
    await c.call(operationId, { ...input, auth: 'auto', userToken: 'none' }),
    await c.call(operationId, { ...input, auth: other, userToken: other }),
    ...(forClient
      ? [await c.call(operationId, { ...input, auth: attackers.candidate, userToken: attackers.candidate })]
      : []),
  ];
  const unsent = calls.find((call) => call.notSent);
  if (unsent) return notProbed(operationId, strict, `not sent: ${unsent.notSent}`);
  const [none, service, otherCall, candidate] = calls as [CallResult, CallResult, CallResult, CallResult?];
  const statuses: OwnershipStatuses = {
    none: none.status,
    service: service.status,
    other: otherCall.status,
    ...(candidate ? { candidate: candidate.status } : {}),
  };
  if (fields.every((f) => f.notOwner === 'visitor')) {
    const asVisitor = probeInput(operation, fields, { ...victim, mobile: VISITOR });
    const visitor = await c.call(operationId, { ...asVisitor, auth: 'auto', userToken: 'none' });
    // The victim's own answer (their token where the run holds it) must differ, or there is nothing to hide.
    const own = await c.call(operationId, { ...input, auth: 'auto', userToken: 'auto' });
    if (sameBody(own, visitor))
      return notProbed(operationId, strict, "the victim's own answer is a visitor's: nothing personal to hide");
    const seen = (call: CallResult) => isSuccess(call.status) && isSuccess(visitor.status) && sameBody(call, visitor);
    statuses.asVisitor = { none: seen(none), service: seen(service), other: seen(otherCall) };
  }
  return { operationId, verdict: ownershipVerdict(statuses), statuses, strict };
}

export const authorizationJourneys: Journey[] = [
  {
    name: 'authorization: a candidate’s data and money, asked for by someone else',
    async run(c: JourneyContext) {
      const attacker = await signInCandidate(c);
      const victim = await victimOf(c);
      const job = await someJob(c);
      victim.jobId = job?.id;
      if (c.settings.isMock && job && victim.candidateId !== undefined) await victimApplies(c, victim, job);
      const attackers: Attackers = { candidate: attacker.token, client: await clientsOf(c, victim) };
      const rows: OwnershipRow[] = [];
      for (const operationId of Object.keys(CANDIDATE_FIELDS)) {
        const row = await probe(c, operationId, victim, attackers, attacker.userBound);
        c.recordOwnership(row);
        rows.push(row);
      }
      const failures = rows.filter(ownershipFailure);
      c.expect(
        failures.length === 0,
        `strict ownership mode, yet not enforced: ${failures.map((r) => `${r.operationId} (${describeOwnership(r)})`).join('; ')}`,
      );
    },
  },
];
