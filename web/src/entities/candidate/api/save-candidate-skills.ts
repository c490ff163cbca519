import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { refusalText } from '#web/api/refusal-text.ts';

export type SkillsSaveResult = { success: true; message: string } | { success: false; error: string };

/** POST saveCandidateSkills as the profile screen sends it: a multipart form with mobileNumber and skillIds; the text answer is shown. */
export async function saveCandidateSkills(
  mobileNumber: string,
  skillIds: readonly number[],
): Promise<SkillsSaveResult> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST(`${PRODUCT_JOBS}/saveCandidateSkills` as const, {
      body: { mobileNumber, skillIds: skillIds.join(',') },
      bodySerializer: () => {
        const form = new FormData();
        form.append('mobileNumber', mobileNumber);
        form.append('skillIds', skillIds.join(','));
        return form;
      },
      parseAs: 'text',
      ...init,
    }),
  );
  if (result.ok) return { success: true, message: typeof result.data === 'string' ? result.data : '' };
  if (result.reason !== 'http') throw new CallError(result.message);
  return { success: false, error: refusalText(result.body) };
}
