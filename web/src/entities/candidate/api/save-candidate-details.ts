import { upstream, type ApplyCallResult, type CandidateSavePayload } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '#web/api/index.ts';
import { refusalText } from '#web/api/refusal-text.ts';

/** POST saveCandidateDetails, before an application. A refused save resolves with success false and its reason. */
export async function saveCandidateDetails(
  mobileNumber: string,
  payload: CandidateSavePayload,
): Promise<ApplyCallResult> {
  const body = {
    fullName: payload.fullName,
    ...(payload.email ? { email: payload.email } : {}),
    ...(payload.experience ? { experience: payload.experience } : {}),
    ...(payload.currentLocation ? { currentLocation: payload.currentLocation } : {}),
    ...(payload.expectedSalary ? { expectedSalary: payload.expectedSalary } : {}),
    ...(payload.noticePeriod ? { noticePeriod: payload.noticePeriod } : {}),
  };
  const result = await api.upstream.call((init) =>
    api.upstream.client.POST(`${PRODUCT_JOBS}/saveCandidateDetails` as const, {
      params: { query: { mobileNumber } },
      body,
      ...init,
    }),
  );
  if (result.ok) {
    const said = result.data?.message;
    return { success: result.data?.success ?? true, ...(said ? { message: upstream(said) } : {}) };
  }
  if (result.reason !== 'http') throw { kind: 'network', message: result.message };
  const said = refusalText(result.body);
  return { success: false, error: said ? upstream(said) : result.message };
}
