import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import contract from '#contract/openapi.json' with { type: 'json' };
import { PRODUCT_JOBS as P } from '#contract/product.ts';
import { INDIAN_MOBILE, PAN_NUMBER } from '#contract/rules.ts';
import { loadOperations } from '#mock/contract/load-contract.ts';
import type { RawRequest } from '#mock/contract/raw-request.ts';
import { validateRequest } from '#mock/contract/request-validator.ts';
import { validIndianMobile } from '#mock/domain/mobile.ts';
import { multipartBody } from '#mock/testing/multipart.ts';
import { MSW_ORIGIN, useBothAdapters } from '#mock/testing/both-adapters.ts';

// Every request rule the mock enforces is stated by the contract: a request breaking one is refused by the request
// validator (from the contract's schemas and its `x-rules`), and answered, by the Fastify server and by MSW alike,
// 400 in the contract's error shape with the documented message.

const ORIGIN = MSW_ORIGIN;
const UAE = '971501234567';
const INDIAN_ONLY = INDIAN_MOBILE.messages.invalid;
const MOBILE_REQUIRED = 'Mobile number is required';

interface Case {
  operationId: string;
  method: 'GET' | 'POST';
  url: string;
  json?: unknown;
  form?: Record<string, string>;
  message: string;
  error?: string;
}

const CASES: Array<[rule: string, Case]> = [
  [
    "referCandidates: a referred person's number, named by the person",
    {
      operationId: 'referCandidates',
      method: 'POST',
      url: `${P}/referCandidates?mobileNumber=9123456780&positionId=0`,
      json: [
        { mobileNumber: '+91 98765 43210', candidateName: 'Meera Iyer' },
        { mobileNumber: '12345', candidateName: '  Ravi   Kumar ' },
      ],
      message: 'Invalid mobile number for Ravi Kumar',
    },
  ],
  [
    'verifyPan: panNumber by the rule PanNumber',
    {
      operationId: 'verifyPan',
      method: 'POST',
      url: '/legacy-services/api/v1/cashfree/verifyPan?mobileNumber=9123456780&panNumber=ABCDE12345',
      json: { mobileNumber: '9123456780', panNumber: 'ABCDE12345' },
      message: PAN_NUMBER.messages.invalid,
    },
  ],
  [
    'verifyPan: a PAN in lower case',
    {
      operationId: 'verifyPan',
      method: 'POST',
      url: '/legacy-services/api/v1/cashfree/verifyPan?mobileNumber=9123456780&panNumber=abcpv1234f',
      json: { mobileNumber: '9123456780', panNumber: 'abcpv1234f' },
      message: PAN_NUMBER.messages.invalid,
    },
  ],
  [
    'generateOTP: emailId by the rule EmailAddress',
    {
      operationId: 'generateOTP',
      method: 'POST',
      url: `${P}/generateOTP?emailId=anita.desai%40example&isClient=true`,
      json: {},
      message: 'Please enter a valid email address',
    },
  ],
  [
    'fetchMultiLingualText: languageCode one of the nine languages',
    {
      operationId: 'fetchMultiLingualText',
      method: 'GET',
      url: `${P}/fetchMultiLingualText?keys=Sign%20In&languageCode=fr`,
      message: 'Unsupported language code: fr',
    },
  ],
  [
    'covertInputToMultiLingualText: targetLanguageCode one of the nine languages',
    {
      operationId: 'covertInputToMultiLingualText',
      method: 'GET',
      url: `${P}/covertInputToMultiLingualText?inputText=Driver&targetLanguageCode=zz`,
      message: 'Unsupported language code: zz',
    },
  ],
  [
    'fetchMultiLingualText: keys not blank',
    {
      operationId: 'fetchMultiLingualText',
      method: 'GET',
      url: `${P}/fetchMultiLingualText?keys=%20%2C%20&languageCode=hi`,
      message: 'keys is required',
    },
  ],
  [
    'updateKycStatus: KycStatusUpdate requires mobileNumber',
    {
      operationId: 'updateKycStatus',
      method: 'POST',
      url: '/candidate-services/api/v1/candidate/updateKycStatus',
      json: { aadhaarVerified: true },
      message: MOBILE_REQUIRED,
    },
  ],
  [
    "myEarnings: CandidateMobileNumber is not '0'",
    {
      operationId: 'myEarnings',
      method: 'GET',
      url: `${P}/myEarnings?mobileNumber=0`,
      message: MOBILE_REQUIRED,
    },
  ],
  [
    'transferToUpi: vpa by the rule UpiId',
    {
      operationId: 'transferToUpi',
      method: 'POST',
      url: '/legacy-services/api/v1/cashfree/directTransfer?mobileNumber=9123456780&vpa=rahul&nameOnAadhar=Rahul&transferMode=upi&transferAmount=10',
      message: 'Invalid UPI ID',
      error: 'INVALID_VPA',
    },
  ],
  [
    'saveCandidateDetails: fullName not blank',
    {
      operationId: 'saveCandidateDetails',
      method: 'POST',
      url: `${P}/saveCandidateDetails?mobileNumber=9876543210`,
      json: { fullName: '   ' },
      message: 'Full name is required',
    },
  ],
  [
    'saveDeviceToken: deviceToken not blank',
    {
      operationId: 'saveDeviceToken',
      method: 'POST',
      url: `${P}/saveDeviceToken`,
      json: { mobileNumber: '9876543210', deviceToken: '  ' },
      message: 'deviceToken is required',
    },
  ],
  [
    'referCandidates: at least one candidate',
    {
      operationId: 'referCandidates',
      method: 'POST',
      url: `${P}/referCandidates?mobileNumber=9876543210&positionId=0`,
      json: [],
      message: 'At least one candidate is required',
    },
  ],
  [
    'x-rules of generateOTP: a mobile number or an e-mail',
    {
      operationId: 'generateOTP',
      method: 'POST',
      url: `${P}/generateOTP`,
      json: {},
      message: 'Mobile number or email is required',
    },
  ],
  [
    "x-rules of generateOTP: a client's code needs the e-mail",
    {
      operationId: 'generateOTP',
      method: 'POST',
      url: `${P}/generateOTP?mobileNumber=9876543210&isClient=true`,
      json: {},
      message: 'Mobile number or email is required',
    },
  ],
  [
    "x-rules of fetchClientInterviews: a client's list needs the e-mail",
    {
      operationId: 'fetchClientInterviews',
      method: 'GET',
      url: `${P}/fetchClientInterviews?mobileNumber=9876543210&isComplete=false`,
      message: 'Email is required',
    },
  ],
  [
    "x-rules of fetchClientInterviews: a candidate's list needs the e-mail or a number other than '0'",
    {
      operationId: 'fetchClientInterviews',
      method: 'GET',
      url: `${P}/fetchClientInterviews?mobileNumber=0&isClient=false&isComplete=false`,
      message: 'Email is required',
    },
  ],
  [
    'x-rules of saveCandidateSkills: the number in the query or the form',
    {
      operationId: 'saveCandidateSkills',
      method: 'POST',
      url: `${P}/saveCandidateSkills?skillIds=41`,
      message: MOBILE_REQUIRED,
    },
  ],
  [
    'x-rules of saveCandidateSkills: the skills in the query or the form',
    {
      operationId: 'saveCandidateSkills',
      method: 'POST',
      url: `${P}/saveCandidateSkills?mobileNumber=9876543210`,
      message: 'No valid skills to save',
    },
  ],
  [
    'x-rules of updateInterviewFeedback: ratings 1 to 5 unless NoShow',
    {
      operationId: 'updateInterviewFeedback',
      method: 'POST',
      url: `${P}/updateInterviewFeedback?interviewId=9051&candidateStatus=Selected`,
      json: { '31': 0 },
      message: 'Rating must be between 1 and 5',
      error: 'INVALID_RATING',
    },
  ],
];

/** The writes that keep a candidate's record take Indian numbers only: a UAE number, with the mobile rule's message. */
const UAE_WRITES: Array<[string, Case]> = [
  {
    operationId: 'saveCandidateDetails',
    method: 'POST' as const,
    url: `${P}/saveCandidateDetails?mobileNumber=${UAE}`,
    json: { fullName: 'Priya Sharma' },
  },
  {
    operationId: 'referCandidates',
    method: 'POST' as const,
    url: `${P}/referCandidates?mobileNumber=${UAE}&positionId=0`,
    json: [{ mobileNumber: '9812345670', candidateName: 'Ravi Kumar' }],
  },
  {
    operationId: 'addUpdateCandidate',
    method: 'POST' as const,
    url: '/candidate-services/api/v1/candidate/addUpdateCandidate',
    json: { mobileNumber: UAE, fullName: 'Kavita Joshi' },
  },
  {
    operationId: 'saveDeviceToken',
    method: 'POST' as const,
    url: `${P}/saveDeviceToken`,
    json: { mobileNumber: UAE, deviceToken: 'fcm:token' },
  },
  {
    operationId: 'applyForJob',
    method: 'POST' as const,
    url: `${P}/applyForJob?mobileNumber=${UAE}&positionId=100004`,
    form: { fullName: 'Priya Sharma', mobile: '9876543210', useCurrentResume: 'true' },
  },
  {
    operationId: 'saveCandidateSkills',
    method: 'POST' as const,
    url: `${P}/saveCandidateSkills?mobileNumber=${UAE}&skillIds=41`,
  },
  {
    operationId: 'updateKycStatus',
    method: 'POST' as const,
    url: '/candidate-services/api/v1/candidate/updateKycStatus',
    json: { mobileNumber: UAE },
  },
].map((request) => [request.operationId, { ...request, message: INDIAN_ONLY }]);

const operations = new Map(loadOperations().map((o) => [o.operationId, o]));

function rawRequest(request: Case): RawRequest {
  const url = new URL(request.url, ORIGIN);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = value;
  return {
    method: request.method,
    url: request.url,
    pathParams: {},
    query,
    headers: {},
    files: [],
    ...(request.json === undefined ? {} : { contentType: 'application/json', body: request.json }),
    ...(request.form === undefined ? {} : { contentType: 'multipart/form-data', body: request.form }),
  };
}

const adapters = useBothAdapters();

async function body(request: Case): Promise<{ headers: Record<string, string>; payload?: string | Buffer }> {
  if (request.form) {
    const form = await multipartBody(request.form);
    return { headers: form.headers, payload: form.payload };
  }
  if (request.json === undefined) return { headers: {} };
  return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(request.json) };
}

/** The answer of the Fastify server and of MSW to the same request. */
async function answers(request: Case) {
  const { headers, payload } = await body(request);
  const fastify = adapters.fastify();
  const token = await fastify.token();
  const viaFastify = await fastify.inject({
    method: request.method,
    url: request.url,
    headers: { ...headers, authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });
  const viaMsw = await fetch(`${ORIGIN}${request.url}`, {
    method: request.method,
    headers: { ...headers, authorization: `Bearer ${adapters.mswToken()}` },
    ...(payload === undefined ? {} : { body: typeof payload === 'string' ? payload : new Uint8Array(payload) }),
  });
  return [
    { status: viaFastify.statusCode, body: viaFastify.json<unknown>() },
    { status: viaMsw.status, body: (await viaMsw.json()) as unknown },
  ];
}

const refusal = (request: Case) => ({
  status: 400,
  body: {
    success: false,
    status: false,
    message: request.message,
    ...(request.error === undefined ? {} : { error: request.error }),
  },
});

describe.each([...CASES, ...UAE_WRITES.map(([op, c]): [string, Case] => [`${op}: a UAE number`, c])])(
  '%s',
  (_rule, request) => {
    it('is refused by the request validator, from the contract', () => {
      expect(validateRequest(operations.get(request.operationId)!, rawRequest(request))).toMatchObject({ ok: false });
    });

    it('is answered 400 with the documented message by both adapters', async () => {
      expect(await answers(request)).toEqual([refusal(request), refusal(request)]);
    });
  },
);

describe("a referred person's number", () => {
  it('the contract takes exactly the numbers the mock reads as Indian mobiles (spaces, dashes, +91 or 91 in front)', () => {
    const pattern = new RegExp(
      (schemas.ReferralCandidate as { properties: { mobileNumber: { pattern: string } } }).properties.mobileNumber
        .pattern,
      'u',
    );
    const pieces = fc.constantFrom(' ', '-', '+', '9', '1', '0', '5', '6', '7', '8', '3', '  ');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 16 }), (parts) => {
        const number = parts.join('');
        expect(pattern.test(number)).toBe(validIndianMobile(number) !== null);
      }),
      { numRuns: 3000, seed: 28 },
    );
  });
});

describe('one rule for an Indian number', () => {
  it("IndianMobileNumber is the IndianMobile rule with an optional 91 in front, and '0' only for its `not`", () => {
    const indian = schemas.IndianMobileNumber as { pattern?: string; not?: unknown };
    expect(indian.pattern).toBe(`^(0|(91)?${INDIAN_MOBILE.pattern.source.slice(1, -1)})$`);
    expect(indian.not).toEqual({ const: '0' });
    const candidate = schemas.CandidateMobileNumber as { pattern?: string; not?: unknown };
    expect(candidate.pattern).toBe((schemas.MobileNumber as { pattern?: string }).pattern);
    expect(candidate.not).toEqual({ const: '0' });
  });
});

describe('a UAE number on the reads', () => {
  it('is a number no candidate has: answered 200, as for any other', async () => {
    for (const url of [
      `${P}/getJobById?jobId=100004&mobileNumber=${UAE}`,
      `${P}/fetchCandidateSkills?mobileNumber=${UAE}`,
    ])
      expect((await answers({ operationId: '', method: 'GET', url, message: '' })).map((a) => a.status)).toEqual([
        200, 200,
      ]);
  });
});

describe('what the contract now allows, the mock takes', () => {
  it("getJobById takes a blank mobileNumber (MobileNumberOrBlank, '0' or blank for a visitor)", async () => {
    const operation = operations.get('getJobById')!;
    const parameter = operation.parameters.find((p) => p.name === 'mobileNumber')!;
    expect(JSON.stringify(parameter.schema)).toContain('MobileNumberOrBlank');
    expect(
      (
        await answers({
          operationId: '',
          method: 'GET',
          url: `${P}/getJobById?jobId=100004&mobileNumber=`,
          message: '',
        })
      ).map((a) => a.status),
    ).toEqual([200, 200]);
  });

  it('NoShow needs no ratings in range (the x-rule applies to Selected and Rejected only)', () => {
    const raw = rawRequest({
      operationId: 'updateInterviewFeedback',
      method: 'POST',
      url: `${P}/updateInterviewFeedback?interviewId=9051&candidateStatus=NoShow`,
      json: { '31': 0 },
      message: '',
    });
    expect(validateRequest(operations.get('updateInterviewFeedback')!, raw)).toMatchObject({ ok: true });
  });

  it('multipart text fields sent as text/plain parts are read as fields (the encoding the contract declares)', async () => {
    const boundary = 'contract-rules-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: text/plain\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(part('mobileNumber', '9876543210') + part('skillIds', '41')),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const fastify = adapters.fastify();
    const token = await fastify.token();
    const url = `${P}/saveCandidateSkills`;
    const viaFastify = await fastify.inject({
      method: 'POST',
      url,
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
    const viaMsw = await fetch(`${ORIGIN}${url}`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${adapters.mswToken()}` },
      body: payload,
    });
    expect([viaFastify.statusCode, viaFastify.body]).toEqual([200, 'Skills saved successfully']);
    expect([viaMsw.status, await viaMsw.text()]).toEqual([200, 'Skills saved successfully']);
  });
});

interface FormSchema {
  properties?: Record<string, unknown>;
}
const schemas = (contract as { components: { schemas: Record<string, FormSchema> } }).components.schemas;
/** A file field: `format: binary`, on the property or through the schema it is made of (ResumeFile). */
const isFile = (property: unknown) => /"format":"binary"|schemas\/ResumeFile"/.test(JSON.stringify(property));

describe('the contract declares how each multipart field travels', () => {
  it('every text field of a multipart body is text/plain, every file field names its file types', () => {
    const declared = [...operations.values()].flatMap((operation) => {
      const media = operation.requestBody?.content['multipart/form-data'] as
        { schema?: { $ref?: string }; encoding?: Record<string, { contentType?: string }> } | undefined;
      if (!media) return [];
      const form = schemas[media.schema?.$ref?.split('/').pop() ?? ''] ?? {};
      return Object.entries(form.properties ?? {}).map(([field, property]) => ({
        field: `${operation.operationId}.${field}`,
        file: isFile(property),
        contentType: media.encoding?.[field]?.contentType,
      }));
    });
    expect(declared.length).toBeGreaterThan(10);
    for (const { field, file, contentType } of declared)
      expect({ field, contentType }).toEqual({
        field,
        contentType: file ? expect.not.stringMatching(/^text\/plain$/) : 'text/plain',
      });
  });
});
