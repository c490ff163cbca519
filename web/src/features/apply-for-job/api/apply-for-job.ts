import { message, upstream, type ApplicationResult, type ApplyForJobInput } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '#web/api/index.ts';
import { refusalText } from '#web/api/refusal-text.ts';

export const POSITION_REQUIRED = message('applyForJob:submit.positionRequired');

/**
 * POST applyForJob (multipart). Only HTTP 200 is a success; a refusal resolves with the server's message, or with
 * the status when it gave none.
 */
export async function applyForJob(input: ApplyForJobInput, resume?: File | null): Promise<ApplicationResult> {
  const positionId = Number(input.positionId);
  if (!input.positionId || !Number.isFinite(positionId)) return { success: false, message: POSITION_REQUIRED };
  const fields = {
    fullName: input.fullName,
    email: input.email,
    mobile: input.mobile,
    useCurrentResume: input.useCurrentResume && !resume ? ('true' as const) : ('false' as const),
    submittedAt: new Date().toISOString(),
    recruiterId: input.recruiterId,
  };
  const result = await api.upstream.call(
    (init) =>
      api.upstream.client.POST(`${PRODUCT_JOBS}/applyForJob` as const, {
        params: {
          query: {
            mobileNumber: input.mobileNumber,
            positionId,
            name: input.name,
            recruiterId: Number(input.recruiterId) || 0,
          },
        },
        body: fields,
        bodySerializer: (body) => {
          const form = new FormData();
          for (const [key, value] of Object.entries(body)) form.append(key, String(value));
          // The payload's name for the file (the contract's x-field-assumed on applyForJob).
          if (resume) form.append('resumeFile', resume, resume.name);
          return form;
        },
        ...init,
      }),
    { timeout: 'long' },
  );
  if (result.ok && result.status === 200 && result.data) {
    const { message: said, ...answer } = result.data;
    return { ...answer, success: true, ...(said ? { message: upstream(said) } : {}) };
  }
  if (!result.ok && result.reason !== 'http') throw { kind: 'network', message: result.message };
  const said = result.ok ? '' : refusalText(result.body);
  return {
    success: false,
    message: said ? upstream(said) : message('applyForJob:submit.refused', { httpStatus: result.status }),
  };
}
