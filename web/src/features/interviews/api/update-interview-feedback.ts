import type { FeedbackSubmission, ServiceResult } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '#web/api/index.ts';

const path = `${PRODUCT_JOBS}/updateInterviewFeedback` as const;

function bodyError(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string')
      return parsed.message;
  } catch {
    // Not JSON: the machine shows its own text.
  }
  return undefined;
}

/** POST updateInterviewFeedback: the decision and comment in the query, the ratings map as the body (bearer). */
export async function updateInterviewFeedback(input: FeedbackSubmission): Promise<ServiceResult> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST(path, {
      params: {
        query: {
          interviewId: Number(input.interviewId),
          candidateStatus: input.candidateStatus,
          interviewFeedback: input.interviewFeedback,
        },
      },
      body: input.skillsRatings,
      ...init,
    }),
  );
  if (!result.ok) return { success: false, error: result.reason === 'http' ? bodyError(result.body) : undefined };
  const data = result.data;
  return { success: Boolean(data?.success), message: data?.message, error: data?.error };
}
