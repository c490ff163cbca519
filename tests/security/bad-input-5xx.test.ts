import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES } from '#mock/core/identities.ts';
import {
  BOUNDARY_MISSING,
  FORM_UNREADABLE,
  RESERVED_PART_NAME,
  TOO_MANY_PARTS,
} from '#mock/adapters/upload-refusals.ts';
import { startBothAdapters, type Adapter } from './support/both-adapters.ts';

// Requests a careless client or an attacker sends, each once answered 5xx: now each gets a 4xx that says
// what is wrong, the same through both adapters, and nothing of it is kept.

let both: Awaited<ReturnType<typeof startBothAdapters>>;
beforeAll(async () => {
  both = await startBothAdapters();
});
afterAll(() => both.close());

const MOBILE = DEMO_IDENTITIES.candidateMobile;
const UPLOAD_PATHS = [
  `${PRODUCT_JOBS}/applyForJob?mobileNumber=${MOBILE}&positionId=100001`,
  `${PRODUCT_JOBS}/updateCandidateResume`,
  `${PRODUCT_JOBS}/saveCandidateSkills`,
  '/legacy-services/api/v1/myDocument/verifyAadhaarCard',
  '/legacy-services/api/v1/candidate/verifyCandidateAadhaar',
];
const FORM = (boundary: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="candidateId"\r\n\r\n${DEMO_CANDIDATE_ID}\r\n--${boundary}\r\n` +
  `content-disposition: form-data; name="mobileNumber"\r\n\r\n${MOBILE}\r\n--${boundary}--\r\n`;

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

describe.each(['Fastify', 'MSW'] as const)('the %s adapter', (name) => {
  const adapter = (): Adapter => both.adapters.find((a) => a.name === name)!;

  it.each(PROTOTYPE_KEYS)("filters applications by status '%s' like any other unknown status", async (status) => {
    const response = await adapter().send({
      method: 'GET',
      url: `${PRODUCT_JOBS}/fetchCandidateApplications?mobileNumber=${MOBILE}&status=${status}`,
    });
    expect(response.status).toBe(200);
    expect((response.body as { data: { applicationDetails: unknown[] } }).data.applicationDetails).toEqual([]);
  });

  it.each(PROTOTYPE_KEYS)("translates the label key '%s' to itself", async (key) => {
    const response = await adapter().send({
      method: 'GET',
      url: `${PRODUCT_JOBS}/fetchMultiLingualText?languageCode=hi&keys=${key}`,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { [key]: key } });
  });

  it.each(UPLOAD_PATHS)('answers 400 to a form without a boundary, or with the wrong one: %s', async (url) => {
    for (const [contentType, message] of [
      ['multipart/form-data', BOUNDARY_MISSING],
      ['multipart/form-data; boundary=', BOUNDARY_MISSING],
      ['multipart/form-data; boundary=notTheOneUsed', FORM_UNREADABLE],
    ] as const) {
      const response = await adapter().send({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        body: FORM('realBoundary'),
      });
      expect({ contentType, status: response.status, body: response.body }).toEqual({
        contentType,
        status: 400,
        body: { success: false, status: false, message },
      });
    }
  });

  it.each(UPLOAD_PATHS)(
    'answers a form with too many parts with its own message, not the file-size one: %s',
    async (url) => {
      const fields = Array.from(
        { length: 45 },
        (_, i) => `--b\r\ncontent-disposition: form-data; name="extra${i}"\r\n\r\nx\r\n`,
      ).join('');
      const files = Array.from(
        { length: 4 },
        (_, i) =>
          `--b\r\ncontent-disposition: form-data; name="resume"; filename="cv${i}.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\r\n`,
      ).join('');
      for (const body of [`${fields}--b--\r\n`, `${files}--b--\r\n`]) {
        const response = await adapter().send({
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
          body,
        });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ success: false, status: false, message: TOO_MANY_PARTS });
      }
    },
  );

  it.each(PROTOTYPE_KEYS)("answers 400 to a form part named '%s'", async (part) => {
    const body = `--b\r\ncontent-disposition: form-data; name="${part}"\r\n\r\nx\r\n--b--\r\n`;
    const response = await adapter().send({
      method: 'POST',
      url: `${PRODUCT_JOBS}/updateCandidateResume`,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, status: false, message: RESERVED_PART_NAME });
  });

  it('answers a form sent to an operation that takes JSON with the media type it takes, whatever its declared size', async () => {
    const url = `${PRODUCT_JOBS}/saveCandidateDetails?mobileNumber=${MOBILE}`;
    // The stored profile as a client reads it (its status and data; the answer's Date header moves with the clock).
    const profile = async () => {
      const { status, body } = await adapter().send({
        method: 'GET',
        url: `/candidate-services/api/v1/candidate/getDetailsWithMob/${MOBILE}`,
      });
      return { status, body };
    };
    const before = await profile();
    const form = await adapter().send({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=realBoundary' },
      body: FORM('realBoundary'),
    });
    expect(form).toMatchObject({
      status: 400,
      body: { success: false, message: 'Content-Type must be application/json' },
    });
    const huge = `--b\r\ncontent-disposition: form-data; name="resume"; filename="cv.pdf"\r\ncontent-type: application/pdf\r\n\r\n${'x'.repeat(2 * 1024 * 1024)}\r\n--b--\r\n`;
    const tooLarge = await adapter().send({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: huge,
    });
    // Past the server's body limit the Fastify adapter says so before reading the form; either way a 400, nothing kept.
    expect(tooLarge).toMatchObject({ status: 400, body: { success: false } });
    expect(await profile()).toEqual(before);
  });

  it('refuses a fault whose body nests 10,000 deep, keeps nothing of it, and still lists faults', async () => {
    const deep = `{"operationId":"searchJobs","status":503,"body":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const refused = await adapter().send({
      method: 'POST',
      url: '/__mock/faults',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'body must nest at most 32 levels deep and hold at most 10000 values' });
    const listed = await adapter().send({ method: 'GET', url: '/__mock/faults' });
    expect(listed).toMatchObject({ status: 200, body: { faults: [] } });
  });

  it('refuses fault statuses and clock moves it could not carry out', async () => {
    for (const status of [200.5, 101, 600]) {
      const response = await adapter().send({
        method: 'POST',
        url: '/__mock/faults',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationId: 'searchJobs', status }),
      });
      expect(response.status).toBe(400);
    }
    const clock = await adapter().send({
      method: 'POST',
      url: '/__mock/clock',
      headers: { 'content-type': 'application/json' },
      body: '{"advanceMs":1e308}',
    });
    expect(clock.status).toBe(400);
    expect((await adapter().send({ method: 'GET', url: '/__mock/clock' })).status).toBe(200);
    expect((await adapter().send({ method: 'GET', url: '/__mock/faults' })).body).toEqual({ faults: [] });
  });
});
