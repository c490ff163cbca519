import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { RESUME_FILE } from '#contract/rules.ts';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES } from '#mock/core/identities.ts';
import { multipartBody, type FilePart } from '#mock/testing/multipart.ts';
import {
  SAMPLE_DOC,
  SAMPLE_DOCX,
  SAMPLE_EXE,
  SAMPLE_HTML,
  SAMPLE_JPEG,
  SAMPLE_PDF,
  SAMPLE_PNG,
} from '#mock/testing/sample-documents.ts';
import { startBothAdapters, type Adapter } from './support/both-adapters.ts';

// Uploads are judged by their bytes, not by the name or type the client declares, through both ways the mock
// is served. What a candidate gets back is always a download the browser does not second-guess.

let both: Awaited<ReturnType<typeof startBothAdapters>>;
beforeAll(async () => {
  both = await startBothAdapters();
});
afterAll(() => both.close());

const MOBILE = DEMO_IDENTITIES.candidateMobile;
const FOLDER = `candidates/documents/${DEMO_CANDIDATE_ID}/`;
const RESUME_INVALID = 'Resume file is required or invalid format';
const AADHAAR_REQUIRED = 'Aadhaar file is required';

interface Upload {
  operation: string;
  path: string;
  fields: Record<string, string>;
  field: string;
}

const UPLOADS: Record<'apply' | 'resume' | 'card' | 'aadhaarPdf', Upload> = {
  apply: {
    operation: 'applyForJob',
    path: `${PRODUCT_JOBS}/applyForJob?mobileNumber=${MOBILE}&positionId=`,
    fields: { fullName: 'Priya Sharma', mobile: MOBILE },
    field: 'resumeFile',
  },
  resume: {
    operation: 'updateCandidateResume',
    path: `${PRODUCT_JOBS}/updateCandidateResume`,
    fields: { candidateId: String(DEMO_CANDIDATE_ID) },
    field: 'resume',
  },
  card: {
    operation: 'verifyAadhaarCard',
    path: '/legacy-services/api/v1/myDocument/verifyAadhaarCard',
    fields: { mobileNumber: MOBILE },
    field: 'file',
  },
  aadhaarPdf: {
    operation: 'verifyCandidateAadhaarPdf',
    path: '/legacy-services/api/v1/candidate/verifyCandidateAadhaar',
    fields: { mobileNumber: MOBILE },
    field: 'file',
  },
};

/** Each application needs a job the candidate has not applied for yet. */
let nextPosition = 100_050;

async function upload(adapter: Adapter, target: Upload, file: Omit<FilePart, 'field'>) {
  const path = target.operation === 'applyForJob' ? `${target.path}${(nextPosition += 1)}` : target.path;
  const form = await multipartBody(target.fields, [{ field: target.field, ...file }]);
  return adapter.send({ method: 'POST', url: path, headers: form.headers, body: form.payload });
}

const download = (adapter: Adapter, filename: string) =>
  adapter.send({
    method: 'GET',
    url: `/legacy-services/api/v1/user/downloadFileFromAWS?path=${encodeURIComponent(FOLDER)}&filename=${filename}`,
  });

const profileResume = async (adapter: Adapter) =>
  (
    (await adapter.send({ method: 'GET', url: `/candidate-services/api/v1/candidate/getDetailsWithMob/${MOBILE}` }))
      .body as { resumeFileName: string }
  ).resumeFileName;

const PDF_TYPE = 'application/pdf';
const EMPTY = Buffer.alloc(0);

describe.each(['Fastify', 'MSW'] as const)('uploads through the %s adapter', (name) => {
  const adapter = () => both.adapters.find((a) => a.name === name)!;

  it.each([
    ['a Windows program named cv.pdf', SAMPLE_EXE],
    ['a web page named cv.pdf', SAMPLE_HTML],
    ['a Word file named cv.pdf', SAMPLE_DOCX],
  ])('refuses %s as a resume, with each operation’s type message', async (_what, bytes) => {
    const before = await profileResume(adapter());
    const applied = await upload(adapter(), UPLOADS.apply, { filename: 'cv.pdf', type: PDF_TYPE, data: bytes });
    expect(applied.status).toBe(400);
    expect(applied.body).toMatchObject({ success: false, message: RESUME_FILE.messages.wrongType });
    const replaced = await upload(adapter(), UPLOADS.resume, { filename: 'cv.pdf', type: PDF_TYPE, data: bytes });
    expect(replaced.status).toBe(400);
    expect(replaced.body).toMatchObject({ success: false, message: RESUME_INVALID });
    expect(await profileResume(adapter())).toBe(before);
  });

  it('refuses a web page declared as a PDF e-Aadhaar, and a program declared as a PNG card', async () => {
    const pdf = await upload(adapter(), UPLOADS.aadhaarPdf, {
      filename: 'e-aadhaar.pdf',
      type: PDF_TYPE,
      data: SAMPLE_HTML,
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body).toMatchObject({ message: 'Only PDF files are allowed' });
    const card = await upload(adapter(), UPLOADS.card, {
      filename: 'aadhaar.png',
      type: 'image/png',
      data: SAMPLE_EXE,
    });
    expect(card.status).toBe(400);
    expect(card.body).toMatchObject({ message: 'Only JPG, PNG or PDF files are allowed' });
  });

  it('refuses an empty file on every operation that takes one, with that operation’s message', async () => {
    const before = await profileResume(adapter());
    const expected: Array<[Upload, string, string]> = [
      [UPLOADS.apply, 'cv.pdf', RESUME_FILE.messages.wrongType],
      [UPLOADS.resume, 'cv.pdf', RESUME_INVALID],
      [UPLOADS.card, 'aadhaar.pdf', AADHAAR_REQUIRED],
      [UPLOADS.aadhaarPdf, 'e-aadhaar.pdf', AADHAAR_REQUIRED],
    ];
    for (const [target, filename, message] of expected) {
      const response = await upload(adapter(), target, { filename, type: PDF_TYPE, data: EMPTY });
      expect({ operation: target.operation, status: response.status, body: response.body }).toMatchObject({
        operation: target.operation,
        status: 400,
        body: { message },
      });
    }
    // An empty resume sent with an application does not become the profile's resume.
    expect(await profileResume(adapter())).toBe(before);
  });

  it.each([
    ['cv.pdf', PDF_TYPE, SAMPLE_PDF, 'pdf'],
    ['cv.doc', RESUME_FILE.types.doc, SAMPLE_DOC, 'doc'],
    ['cv.docx', RESUME_FILE.types.docx, SAMPLE_DOCX, 'docx'],
  ])(
    'takes %s whose bytes are what its name says, and serves it back as a download',
    async (filename, type, data, extension) => {
      const response = await upload(adapter(), UPLOADS.resume, { filename, type, data });
      expect(response.status).toBe(200);
      const file = await download(adapter(), `${DEMO_CANDIDATE_ID}_Resume.${extension}`);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="${DEMO_CANDIDATE_ID}_Resume.${extension}"`,
      );
      expect(file.raw.equals(data)).toBe(true);
    },
  );

  it.each([
    ['aadhaar.jpg', 'image/jpeg', SAMPLE_JPEG],
    ['aadhaar.png', 'image/png', SAMPLE_PNG],
    ['aadhaar.pdf', PDF_TYPE, SAMPLE_PDF],
  ])('takes the Aadhaar card %s', async (filename, type, data) => {
    const response = await upload(adapter(), UPLOADS.card, { filename, type, data });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true });
  });
});
