import { message, type FeedbackData } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';

const path = `${PRODUCT_JOBS}/fetchInterviewFeedback` as const;

/** GET fetchInterviewFeedback (openingCandidateDetailsId 0, interviewLevel 0); anything but data rejects. */
export async function fetchInterviewFeedback({ interviewId }: { interviewId: string | number }): Promise<FeedbackData> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.GET(path, {
      params: { query: { interviewId: Number(interviewId), openingCandidateDetailsId: 0, interviewLevel: 0 } },
      ...init,
    }),
  );
  if (!result.ok) throw new CallError(result.message);
  if (!result.data?.data) throw new CallError(message('interviews:feedback.noData'));
  const data = result.data.data;
  return {
    budgetCitySkills: data.budgetCitySkills ?? [],
    candidateSkills: data.candidateSkills ?? [],
    interviewFeedback: data.interviewFeedback ?? '',
  };
}
