import { fillMessage, type ProfileUpdatePayload } from '#machines';
import { api, CallError } from '#web/api/index.ts';
import { serverText } from '../model/server-text.ts';

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const updateFailedText = (error: string) =>
  fillMessage('Failed to update profile: {{message}}. Please try again.', {
    message: error || 'Unknown error occurred',
  });
export const updateExceptionText = (message: string) =>
  fillMessage('An error occurred while updating profile: {{message}}. Please try again.', { message });

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
  return { success: false, error: serverText(result.body) };
}
