import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { STORAGE_FULL } from '#mock/core/responses.ts';
import { multipartBody } from '#mock/testing/multipart.ts';
import { SAMPLE_PDF } from '#mock/testing/sample-documents.ts';
import { startBothAdapters, type Adapter } from './support/both-adapters.ts';

// A loop of new numbers and uploads cannot grow the mock without end: stored files have a total per world,
// an upload past it is refused without touching what is stored, and the candidates sign-ins create are
// bounded, the most idle forgotten with everything that is theirs. Small bounds keep the runs short.

const FILE_BYTES = 16 * 1024;
const UPLOADS_THAT_FIT = 4;
const PDF_TYPE = 'application/pdf';
const DEMO_MOBILE = DEMO_IDENTITIES.candidateMobile;

/** A PDF of FILE_BYTES whose bytes after the header say which file it is. */
const pdfOf = (mark: number, bytes = FILE_BYTES) =>
  Buffer.concat([SAMPLE_PDF, Buffer.alloc(bytes - SAMPLE_PDF.length, mark)]);
/** Valid Indian mobiles no seeded candidate has. */
const newMobile = (n: number) => `98111${String(n).padStart(5, '0')}`;
const folderOf = (candidateId: number) => `candidates/documents/${candidateId}/`;

interface Usage {
  storage: { bytes: number; limitBytes: number; files: number };
  newCandidates: { count: number; limit: number };
}

const usage = async (adapter: Adapter) => (await adapter.send({ method: 'GET', url: '/__mock/usage' })).body as Usage;

async function apply(adapter: Adapter, mobile: string, positionId: number, resume?: Buffer) {
  const form = await multipartBody(
    { fullName: 'New Candidate', mobile },
    resume ? [{ field: 'resumeFile', filename: 'cv.pdf', type: PDF_TYPE, data: resume }] : [],
  );
  return adapter.send({
    method: 'POST',
    url: `${PRODUCT_JOBS}/applyForJob?mobileNumber=${mobile}&positionId=${positionId}`,
    headers: form.headers,
    body: form.payload,
  });
}

async function postForm(adapter: Adapter, url: string, fields: Record<string, string>, field: string, data: Buffer) {
  const form = await multipartBody(fields, [{ field, filename: 'doc.pdf', type: PDF_TYPE, data }]);
  return adapter.send({ method: 'POST', url, headers: form.headers, body: form.payload });
}

const candidateIdOf = async (adapter: Adapter, mobile: string) =>
  (
    (await adapter.send({ method: 'GET', url: `/candidate-services/api/v1/candidate/getDetailsWithMob/${mobile}` }))
      .body as { candidateId: number }
  ).candidateId;

const download = (adapter: Adapter, candidateId: number, filename = `${candidateId}_Resume.pdf`) =>
  adapter.send({
    method: 'GET',
    url: `/legacy-services/api/v1/user/downloadFileFromAWS?path=${encodeURIComponent(folderOf(candidateId))}&filename=${filename}`,
  });

const applications = async (adapter: Adapter, mobile: string) =>
  (
    (await adapter.send({ method: 'GET', url: `${PRODUCT_JOBS}/fetchCandidateApplications?mobileNumber=${mobile}` }))
      .body as { data: { applicationDetails: unknown[] } }
  ).data.applicationDetails;

/** The seeded world's stored bytes: its one file, the demo candidate's resume, read from a world with the default bounds. */
let seededBytes = 0;

describe('the total of stored files', () => {
  let both: Awaited<ReturnType<typeof startBothAdapters>>;
  beforeAll(async () => {
    const probe = await startBothAdapters();
    seededBytes = (await download(probe.adapters[0]!, DEMO_CANDIDATE_ID)).raw.length;
    await probe.close();
    both = await startBothAdapters({ storageLimitBytes: seededBytes + UPLOADS_THAT_FIT * FILE_BYTES });
  });
  afterAll(() => both?.close());

  describe.each(['Fastify', 'MSW'] as const)('through the %s adapter', (name) => {
    const adapter = () => both.adapters.find((a) => a.name === name)!;

    it('takes uploads up to the limit, refuses the next on every upload operation with 413, and damages nothing', async () => {
      const limit = seededBytes + UPLOADS_THAT_FIT * FILE_BYTES;
      expect(seededBytes).toBeGreaterThan(0);
      expect(await usage(adapter())).toMatchObject({ storage: { bytes: seededBytes, limitBytes: limit, files: 1 } });
      const seededResume = (await download(adapter(), DEMO_CANDIDATE_ID)).raw;

      const stored: Array<{ id: number; data: Buffer }> = [];
      for (let i = 1; i <= UPLOADS_THAT_FIT; i++) {
        const data = pdfOf(i);
        expect((await apply(adapter(), newMobile(i), 100_000 + i, data)).status).toBe(200);
        stored.push({ id: await candidateIdOf(adapter(), newMobile(i)), data });
      }
      expect((await usage(adapter())).storage).toEqual({
        bytes: limit,
        limitBytes: limit,
        files: 1 + UPLOADS_THAT_FIT,
      });

      const refused = { status: 413, body: { success: false, status: false, message: STORAGE_FULL } };
      const late = newMobile(UPLOADS_THAT_FIT + 1);
      const attempts = {
        applyForJob: await apply(adapter(), late, 100_100, pdfOf(99)),
        updateCandidateResume: await postForm(
          adapter(),
          `${PRODUCT_JOBS}/updateCandidateResume`,
          { candidateId: String(DEMO_CANDIDATE_ID) },
          'resume',
          pdfOf(98),
        ),
        verifyAadhaarCard: await postForm(
          adapter(),
          '/legacy-services/api/v1/myDocument/verifyAadhaarCard',
          { mobileNumber: DEMO_MOBILE },
          'file',
          pdfOf(97),
        ),
        verifyCandidateAadhaarPdf: await postForm(
          adapter(),
          '/legacy-services/api/v1/candidate/verifyCandidateAadhaar',
          { mobileNumber: DEMO_MOBILE },
          'file',
          pdfOf(96),
        ),
      };
      for (const [operation, response] of Object.entries(attempts))
        expect({ operation, status: response.status, body: response.body }).toEqual({ operation, ...refused });

      // Nothing stored before changed, and the refused application was not recorded.
      expect((await usage(adapter())).storage).toEqual({
        bytes: limit,
        limitBytes: limit,
        files: 1 + UPLOADS_THAT_FIT,
      });
      expect((await download(adapter(), DEMO_CANDIDATE_ID)).raw.equals(seededResume)).toBe(true);
      for (const { id, data } of stored) {
        const back = await download(adapter(), id);
        expect({ id, status: back.status, same: back.raw.equals(data) }).toEqual({ id, status: 200, same: true });
      }
      expect(await applications(adapter(), late)).toEqual([]);
      expect((await download(adapter(), DEMO_CANDIDATE_ID, `${DEMO_CANDIDATE_ID}_Aadhaar.pdf`)).status).toBe(404);
    });

    it('counts a re-upload under the same name as a replacement: at the limit, a file of the same size is taken', async () => {
      const first = await candidateIdOf(adapter(), newMobile(1));
      const before = (await usage(adapter())).storage;
      const replacement = pdfOf(55);
      const response = await postForm(
        adapter(),
        `${PRODUCT_JOBS}/updateCandidateResume`,
        { candidateId: String(first) },
        'resume',
        replacement,
      );
      expect(response.status).toBe(200);
      expect((await usage(adapter())).storage).toEqual(before);
      expect((await download(adapter(), first)).raw.equals(replacement)).toBe(true);
      // A smaller one frees the difference, which the next upload may use.
      const smaller = pdfOf(56, FILE_BYTES / 2);
      expect((await apply(adapter(), newMobile(1), 100_200, smaller)).status).toBe(200);
      expect((await usage(adapter())).storage.bytes).toBe(before.bytes - FILE_BYTES / 2);
    });
  });
});

describe('the candidates sign-ins create', () => {
  const LIMIT = 3;
  let both: Awaited<ReturnType<typeof startBothAdapters>>;
  beforeAll(async () => {
    both = await startBothAdapters({ newCandidateLimit: LIMIT });
  });
  afterAll(() => both?.close());

  describe.each(['Fastify', 'MSW'] as const)('through the %s adapter', (name) => {
    const adapter = () => both.adapters.find((a) => a.name === name)!;

    it('are kept up to the limit; beyond it the most idle is forgotten with its files and applications, never a seeded one', async () => {
      const demoApplications = (await applications(adapter(), DEMO_MOBILE)).length;
      const demoResume = (await download(adapter(), DEMO_CANDIDATE_ID)).raw;
      const [a, b, c, d, e] = [1, 2, 3, 4, 5].map((n) => newMobile(100 + n)) as [
        string,
        string,
        string,
        string,
        string,
      ];
      const ids = new Map<string, number>();
      for (const [i, mobile] of [a, b, c].entries()) {
        expect((await apply(adapter(), mobile, 100_001, pdfOf(i + 1))).status).toBe(200);
        ids.set(mobile, await candidateIdOf(adapter(), mobile));
      }
      expect((await usage(adapter())).newCandidates).toEqual({ count: 3, limit: LIMIT });

      // a is active again (reads its profile), so b is now the most idle: d's sign-in forgets b, then e's forgets c.
      await candidateIdOf(adapter(), a);
      expect((await apply(adapter(), d, 100_001, pdfOf(4))).status).toBe(200);
      expect((await apply(adapter(), e, 100_001, pdfOf(5))).status).toBe(200);

      expect((await usage(adapter())).newCandidates).toEqual({ count: 3, limit: LIMIT });
      for (const gone of [b, c]) {
        expect(await applications(adapter(), gone)).toEqual([]);
        expect((await download(adapter(), ids.get(gone)!)).status).toBe(400);
      }
      expect((await applications(adapter(), a)).length).toBe(1);
      expect((await download(adapter(), ids.get(a)!)).raw.equals(pdfOf(1))).toBe(true);
      // Files of the forgotten are no longer counted: the seeded resume and a, d and e's.
      expect((await usage(adapter())).storage.files).toBe(4);

      // A forgotten number signing in again is a new, empty candidate: it may apply for the same job again.
      expect((await apply(adapter(), b, 100_001)).status).toBe(200);
      expect(await candidateIdOf(adapter(), b)).not.toBe(ids.get(b));

      // A sign-in with a new number is a new candidate too, and the bound holds.
      const f = newMobile(106);
      await adapter().send({ method: 'POST', url: `${PRODUCT_JOBS}/generateOTP?mobileNumber=${f}` });
      const signIn = await adapter().send({
        method: 'POST',
        url: `${PRODUCT_JOBS}/validateOTP?mobileNumber=${f}&OTP=1234`,
      });
      expect(signIn.status).toBe(200);
      expect((await usage(adapter())).newCandidates).toEqual({ count: 3, limit: LIMIT });
      expect(await candidateIdOf(adapter(), f)).toBeGreaterThan(0);

      // The seeded candidates are never forgotten.
      expect((await applications(adapter(), DEMO_MOBILE)).length).toBe(demoApplications);
      expect((await download(adapter(), DEMO_CANDIDATE_ID)).raw.equals(demoResume)).toBe(true);
    });
  });
});
