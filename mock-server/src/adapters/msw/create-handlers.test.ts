import { describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { RESUME_FILE } from '#contract/rules.ts';
import { DEMO_CANDIDATE_ID } from '../../core/identities.ts';
import { multipartBody, type FilePart } from '../../testing/multipart.ts';
import { SAMPLE_PDF } from '../../testing/sample-documents.ts';
import { MSW_ORIGIN, useBothAdapters } from '../../testing/both-adapters.ts';

const ORIGIN = MSW_ORIGIN;
const adapters = useBothAdapters();

/** A PDF of exactly `bytes` bytes (its signature, then padding). */
const resume = (bytes: number): FilePart => {
  const data = Buffer.alloc(bytes, 0x25);
  SAMPLE_PDF.copy(data, 0, 0, Math.min(SAMPLE_PDF.length, bytes));
  return { field: 'resume', filename: `${DEMO_CANDIDATE_ID}_Resume.pdf`, type: 'application/pdf', data };
};

/** The same multipart upload through MSW (fetch) and through the Fastify server (inject). */
async function uploadBoth(path: string, fields: Record<string, string>, file: FilePart) {
  const body = await multipartBody(fields, [file]);
  const headers = { ...body.headers, authorization: `Bearer ${adapters.mswToken()}` };
  const viaMsw = await fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: body.payload });
  const viaFastify = await adapters.fastify().inject({
    method: 'POST',
    url: path,
    headers: { ...body.headers, authorization: `Bearer ${await adapters.fastify().token()}` },
    payload: body.payload,
  });
  return {
    msw: { status: viaMsw.status, body: (await viaMsw.json()) as unknown },
    fastify: { status: viaFastify.statusCode, body: viaFastify.json() as unknown },
  };
}

describe('the MSW adapter refuses uploads above the resume rule, as the Fastify server does', () => {
  it(`answers an upload of RESUME_FILE.maxBytes + 1 with the documented 413 and the rule's message`, async () => {
    const { msw, fastify: viaFastify } = await uploadBoth(
      `${PRODUCT_JOBS}/updateCandidateResume`,
      { candidateId: String(DEMO_CANDIDATE_ID) },
      resume(RESUME_FILE.maxBytes + 1),
    );
    expect(msw).toEqual({
      status: 413,
      body: { success: false, status: false, message: RESUME_FILE.messages.tooLarge },
    });
    expect(viaFastify).toEqual(msw);
  });

  it('answers 400 where the operation documents no 413', async () => {
    const fields = { mobileNumber: '9876543210', skillIds: '80' };
    const { msw, fastify: viaFastify } = await uploadBoth(
      `${PRODUCT_JOBS}/saveCandidateSkills`,
      fields,
      resume(RESUME_FILE.maxBytes + 1),
    );
    expect(msw).toEqual({ status: 400, body: { success: false, status: false, message: 'Request body is too large' } });
    expect(viaFastify).toEqual(msw);
  });

  it('takes an upload of exactly RESUME_FILE.maxBytes', async () => {
    const { msw, fastify: viaFastify } = await uploadBoth(
      `${PRODUCT_JOBS}/updateCandidateResume`,
      { candidateId: String(DEMO_CANDIDATE_ID) },
      resume(RESUME_FILE.maxBytes),
    );
    expect(msw).toMatchObject({ status: 200, body: { success: true, fileName: `${DEMO_CANDIDATE_ID}_Resume.pdf` } });
    expect(viaFastify).toEqual(msw);
  });
});
