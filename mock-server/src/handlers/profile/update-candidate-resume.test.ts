import { beforeEach, describe, expect, it } from 'vitest';
import { RESUME_FILE } from '#contract/rules.ts';
import { SAMPLE_DOCX } from '../../testing/sample-documents.ts';
import { P, sessionPerFile } from '../../testing/session.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const DOCX_TYPE = RESUME_FILE.types.docx;
const RESUME_MESSAGE = 'Resume file is required or invalid format';

const { t, s } = sessionPerFile(1500);

const profile = async () => s.get('/candidate-services/api/v1/candidate/getDetailsWithMob/9876543210');
const uploadResume = (candidateId: string, file?: { filename: string; type: string; data: Buffer | string }) =>
  s.upload(`${P}/updateCandidateResume`, { candidateId }, file ? [{ field: 'resume', ...file }] : []);

describe('updateCandidateResume', () => {
  beforeEach(() => s.reset());

  const download = (filename: string) =>
    s.get(
      `/legacy-services/api/v1/user/downloadFileFromAWS?path=${encodeURIComponent('candidates/documents/100234/')}&filename=${filename}`,
    );

  it('stores the resume as {candidateId}_Resume.pdf, where the download finds it', async () => {
    const pdf = Buffer.concat([PDF, Buffer.from('% a new resume\n')]);
    const response = await uploadResume('100234', { filename: 'my cv.pdf', type: 'application/pdf', data: pdf });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Resume uploaded successfully!',
      fileName: '100234_Resume.pdf',
      filePath: 'candidates/documents/100234/',
    });
    const file = await download('100234_Resume.pdf');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps the extension of a Word resume and points the profile at it', async () => {
    const response = await uploadResume('100234', { filename: 'cv.docx', type: DOCX_TYPE, data: SAMPLE_DOCX });
    expect(response.json()).toMatchObject({ fileName: '100234_Resume.docx' });
    expect((await profile()).json()).toMatchObject({
      resumeFileName: '100234_Resume.docx',
      filePath: 'candidates/documents/100234/',
    });
    expect(t.app.world.files.get('candidates/documents/100234/', '100234_Resume.docx')?.data.equals(SAMPLE_DOCX)).toBe(
      true,
    );
  });

  it('refuses a missing file, another type, a type that does not match its name, and an empty file', async () => {
    const bad = [
      undefined,
      { filename: 'cv.txt', type: 'text/plain', data: 'text' },
      { filename: 'cv.png', type: 'image/png', data: 'png' },
      { filename: 'cv.pdf', type: 'text/plain', data: 'text' },
      { filename: 'cv.pdf', type: 'application/pdf', data: '' },
    ];
    for (const file of bad) {
      const response = await uploadResume('100234', file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: RESUME_MESSAGE });
    }
    expect((await profile()).json()).toMatchObject({ resumeFileName: '100234_Resume.pdf' });
  });

  it('requires a known candidate id', async () => {
    const unknown = await uploadResume('424242', { filename: 'cv.pdf', type: 'application/pdf', data: PDF });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Candidate ID is required' });
    const missing = await s.upload(`${P}/updateCandidateResume`, {}, [
      { field: 'resume', filename: 'cv.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(missing.json()).toMatchObject({ message: 'Candidate ID is required' });
  });

  it('answers 413 above 5 MB', async () => {
    const big = Buffer.alloc(RESUME_FILE.maxBytes + 10, 0x20);
    const response = await uploadResume('100234', {
      filename: 'cv.pdf',
      type: 'application/pdf',
      data: Buffer.concat([PDF, big]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: RESUME_FILE.messages.tooLarge });
  });
});
