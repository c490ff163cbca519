import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_FILE } from '#contract/rules.ts';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { DEMO_CANDIDATE_ID } from '../core/identities.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartForm, type FormFile } from '../testing/multipart.ts';
import { SAMPLE_DOCX } from '../testing/sample-documents.ts';

const PDF = new TextEncoder().encode('%PDF-1.7\n% resume of a test candidate\n%%EOF');
const DOCX_TYPE = RESUME_FILE.types.docx;

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp(1000);
  auth = { authorization: `Bearer ${await t.token()}` };
});
afterAll(() => t.close());

const apply = async (
  query: string,
  file?: FormFile,
  fields: Record<string, string> = { fullName: 'Kavya Nair', mobile: '0' },
) => {
  const form = await multipartForm(fields, file);
  return t.inject({ method: 'POST', url: `${PRODUCT_JOBS}/applyForJob?${query}`, ...form });
};
const candidateOf = (mobile: string) => t.app.world.db.candidate.findFirst({ where: { mobile: { equals: mobile } } });
const download = (path: string, filename: string, headers = auth) =>
  t.inject({
    method: 'GET',
    url: `/legacy-services/api/v1/user/downloadFileFromAWS?path=${encodeURIComponent(path)}&filename=${encodeURIComponent(filename)}`,
    headers,
  });
const status = (candidateId: number, jobId: number) =>
  t.inject({ method: 'GET', url: `${PRODUCT_JOBS}/getApplicationStatus/${candidateId}/${jobId}` });

describe('applyForJob', () => {
  it('records the application, its timeline and its status, once per job', async () => {
    const response = await apply(
      'mobileNumber=7012340001&positionId=100001&name=Kavya%20Nair&recruiterId=0',
      undefined,
      {
        fullName: 'Kavya Nair',
        email: 'kavya.nair@example.in',
        mobile: '7012340001',
        useCurrentResume: 'false',
      },
    );
    expect(response.statusCode).toBe(200);
    const result = t.json<{ id: number }>(response);
    expect(result).toMatchObject({ candidateStatus: 'submitted', message: 'Application submitted successfully' });
    const candidate = candidateOf('7012340001')!;
    expect(candidate).toMatchObject({
      fullName: 'Kavya Nair',
      firstName: 'Kavya',
      lastName: 'Nair',
      email: 'kavya.nair@example.in',
    });
    const job = t.app.world.jobs.get(100001)!;
    expect(t.app.world.db.application.findFirst({ where: { id: { equals: result.id } } })).toMatchObject({
      candidateId: candidate.id,
      jobId: 100001,
      budgetId: job.budgetId,
      recruiterId: job.recruiterId,
      candidateStatus: 'Submitted',
      appliedOn: '2026-11-20 10:00:00',
    });
    expect(t.app.world.db.timelineEvent.findFirst({ where: { applicationId: { equals: result.id } } })).toMatchObject({
      status: 'Applied',
    });
    expect(t.json(await status(candidate.id, 100001))).toEqual({
      candidateId: candidate.id,
      jobId: 100001,
      candidateStatus: 'Submitted',
    });

    const again = await apply('mobileNumber=7012340001&positionId=100001');
    expect(again.statusCode).toBe(409);
    expect(t.json(again)).toMatchObject({ message: 'You have already applied for this job' });
  });

  it('keeps the recruiter who shared the job', async () => {
    const result = t.json<{ id: number }>(await apply('mobileNumber=7012340002&positionId=100002&recruiterId=17'));
    expect(t.app.world.db.application.findFirst({ where: { id: { equals: result.id } } })?.recruiterId).toBe(17);
  });

  it('stores a new PDF resume as <candidate id>_Resume.pdf, ready to download', async () => {
    const response = await apply('mobileNumber=7012340003&positionId=100003', {
      name: 'my cv.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(response.statusCode).toBe(200);
    const candidate = candidateOf('7012340003')!;
    const filename = `${candidate.id}_Resume.pdf`;
    expect(candidate).toMatchObject({ resumeFileName: filename, filePath: `candidates/documents/${candidate.id}/` });
    const file = await download(candidate.filePath, filename);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(new Uint8Array(file.rawPayload)).toEqual(PDF);
  });

  it('stores a DOCX resume with its own extension and type', async () => {
    await apply('mobileNumber=7012340004&positionId=100004', { name: 'cv.DOCX', type: DOCX_TYPE, bytes: SAMPLE_DOCX });
    const candidate = candidateOf('7012340004')!;
    expect(candidate.resumeFileName).toBe(`${candidate.id}_Resume.docx`);
    const file = await download(candidate.filePath, candidate.resumeFileName);
    expect(file.headers['content-type']).toBe(DOCX_TYPE);
  });

  it('refuses a resume that is not PDF, DOC or DOCX by name or by type', async () => {
    for (const file of [
      { name: 'cv.txt', type: 'text/plain', bytes: PDF },
      { name: 'cv.pdf', type: 'image/png', bytes: PDF },
      { name: 'cv.png', type: 'application/pdf', bytes: PDF },
    ]) {
      const response = await apply('mobileNumber=7012340005&positionId=100005', file);
      expect(response.statusCode).toBe(400);
      expect(t.json(response)).toMatchObject({ message: RESUME_FILE.messages.wrongType });
    }
    expect(candidateOf('7012340005')).toBeNull();
  });

  it('refuses a resume over 5 MB with 413', async () => {
    const big = new Uint8Array(RESUME_FILE.maxBytes + 1);
    const response = await apply('mobileNumber=7012340006&positionId=100006', {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: big,
    });
    expect(response.statusCode).toBe(413);
    expect(t.json(response)).toMatchObject({ message: RESUME_FILE.messages.tooLarge });
  });

  it('answers 400 for an unknown or missing position and a missing mobile number', async () => {
    const unknown = await apply('mobileNumber=7012340007&positionId=99');
    expect(unknown.statusCode).toBe(400);
    expect(t.json(unknown)).toMatchObject({ message: 'Job not found' });
    const missing = await apply('mobileNumber=7012340007');
    expect(t.json(missing)).toMatchObject({ message: 'Position ID is required to apply for a job' });
    const noMobile = await apply('mobileNumber=0&positionId=100001');
    expect(noMobile.statusCode).toBe(400);
    expect(t.json(noMobile)).toMatchObject({ message: 'Mobile number is required' });
  });
});

describe('getApplicationStatus', () => {
  it("answers 'Not Applied' for a job without an application", async () => {
    expect(t.json(await status(DEMO_CANDIDATE_ID, 100999))).toEqual({
      candidateId: DEMO_CANDIDATE_ID,
      jobId: 100999,
      candidateStatus: 'Not Applied',
    });
  });
});

describe('saveCandidateDetails', () => {
  const save = (mobile: string, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `${PRODUCT_JOBS}/saveCandidateDetails?mobileNumber=${mobile}`, payload });

  it('creates a candidate for a new number and splits the full name', async () => {
    const response = await save('917012340010', {
      fullName: ' Ravi  Kumar Singh Rathore ',
      email: 'ravi.rathore@example.in',
      experience: 3,
      currentLocation: 'Jaipur',
      expectedSalary: '28000',
      noticePeriod: '30 days',
    });
    expect(response.statusCode).toBe(200);
    const { candidateId } = t.json<{ candidateId: number }>(response);
    expect(t.json(response)).toMatchObject({ success: true, message: 'Candidate details saved successfully' });
    expect(candidateOf('7012340010')).toMatchObject({
      id: candidateId,
      fullName: 'Ravi Kumar Singh Rathore',
      firstName: 'Ravi',
      middleName: 'Kumar',
      lastName: 'Singh Rathore',
      email: 'ravi.rathore@example.in',
      experience: '3 years',
      cityName: 'Jaipur',
      expectedSalary: 28000,
      noticePeriod: '30 days',
    });
  });

  it('updates a known candidate: two words are first and last name', async () => {
    const response = await save('9876543210', { fullName: 'Priya Iyer', experience: '5 years', expectedSalary: 40000 });
    expect(t.json(response)).toMatchObject({ candidateId: DEMO_CANDIDATE_ID });
    expect(candidateOf('9876543210')).toMatchObject({
      fullName: 'Priya Iyer',
      firstName: 'Priya',
      middleName: '',
      lastName: 'Iyer',
      email: 'priya.sharma@example.in',
      experience: '5 years',
      expectedSalary: 40000,
      cityName: 'Bengaluru',
    });
  });

  it("answers 400 'Full name is required' and 'Mobile number is required'", async () => {
    const blank = await save('7012340011', { fullName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(t.json(blank)).toMatchObject({ message: 'Full name is required' });
    const noMobile = await save('0', { fullName: 'Asha Rao' });
    expect(noMobile.statusCode).toBe(400);
    expect(t.json(noMobile)).toMatchObject({ message: 'Mobile number is required' });
  });
});

describe('downloadFileFromAWS', () => {
  it("answers the demo candidate's resume as a PDF attachment", async () => {
    const response = await download(`candidates/documents/${DEMO_CANDIDATE_ID}/`, `${DEMO_CANDIDATE_ID}_Resume.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${DEMO_CANDIDATE_ID}_Resume.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 400 'Invalid file path' for anything but an existing candidate's folder", async () => {
    for (const [path, filename] of [
      ['../', `${DEMO_CANDIDATE_ID}_Resume.pdf`],
      [`candidates/documents/${DEMO_CANDIDATE_ID}/../100235/`, 'x.pdf'],
      [`candidates/other/${DEMO_CANDIDATE_ID}/`, `${DEMO_CANDIDATE_ID}_Resume.pdf`],
      [`candidates/documents/${DEMO_CANDIDATE_ID}`, `${DEMO_CANDIDATE_ID}_Resume.pdf`],
      ['candidates/documents/1/', 'x.pdf'],
      [`candidates/documents/${DEMO_CANDIDATE_ID}/`, `../${DEMO_CANDIDATE_ID}_Resume.pdf`],
    ] as const) {
      const response = await download(path, filename);
      expect(response.statusCode, path + filename).toBe(400);
      expect(t.json(response)).toMatchObject({ message: 'Invalid file path' });
    }
  });

  it("answers 404 'File not found' and 401 without a token", async () => {
    const missing = await download(`candidates/documents/${DEMO_CANDIDATE_ID}/`, 'other.pdf');
    expect(missing.statusCode).toBe(404);
    expect(t.json(missing)).toMatchObject({ message: 'File not found' });
    const anonymous = await download(
      `candidates/documents/${DEMO_CANDIDATE_ID}/`,
      `${DEMO_CANDIDATE_ID}_Resume.pdf`,
      {} as typeof auth,
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
