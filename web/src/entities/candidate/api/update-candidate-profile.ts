import { message, upstream, type Message, type ProfileUpdatePayload } from '#machines';
import { api, CallError } from '#web/api/index.ts';
import { refusalText } from '#web/api/refusal-text.ts';

export const PROFILE_UPDATED = message('profile:edit.updated');
/** 'Failed to update profile: {{message}}. …': the refusal's own words, else an unknown error. */
export const updateFailedMessage = (said: string) =>
  message('profile:edit.failed', { message: said ? upstream(said) : message('common:error.unknown') });
/** 'An error occurred while updating profile: {{message}}. …': why the call failed. */
export const updateExceptionMessage = (reason: Message) => message('profile:edit.error', { message: reason });

export type ProfileUpdateResult = { success: true } | { success: false; error: string };

/** PUT /candidate/{candidateId}. A refusal resolves with the server's text; a lost call throws with its message. */
export async function updateCandidateProfile(
  payload: ProfileUpdatePayload & { candidateId: number },
): Promise<ProfileUpdateResult> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.PUT('/candidate-services/api/v1/candidate/{candidateId}', {
      params: { path: { candidateId: payload.candidateId } },
      body: payload,
      ...init,
    }),
  );
  if (result.ok && result.data !== null && result.data.success !== false) return { success: true };
  if (result.ok) return { success: false, error: result.data?.message ?? '' };
  if (result.reason !== 'http') throw new CallError(result.message);
  return { success: false, error: refusalText(result.body) };
}
