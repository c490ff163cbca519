import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SKILLS_NO_MOBILE, SKILLS_SAVE_FAILED, skillsSaveError } from '#machines';
import { CallError } from '#web/api/index.ts';
import {
  invalidateCandidateSkills,
  saveCandidateSkills,
  type SkillsSaveResult,
} from '#web/entities/candidate/index.ts';
import { shownError } from '../model/shown-error.ts';

/** Saves the skills; no mobile number, a refusal, or a call that found no server, fails with the message the dialog shows. */
async function saveSkillsOrFail(mobileNumber: string, skillIds: readonly number[]): Promise<string> {
  // No stored number: nothing is sent ('Mobile number not found. Please sign in again.', the spec's 401).
  if (mobileNumber === '') throw new CallError(SKILLS_NO_MOBILE);
  let result: SkillsSaveResult;
  try {
    result = await saveCandidateSkills(mobileNumber, skillIds);
  } catch (error) {
    throw new CallError(skillsSaveError(shownError(error)), { cause: error });
  }
  if (!result.success) throw new CallError(SKILLS_SAVE_FAILED);
  return result.message;
}

/**
 * Add Skills' save. `onSaved` gets the server's text as soon as the save is accepted; the mutation stays pending
 * while the job cards' skill names and My Profile's list reload.
 */
export function useSaveCandidateSkills(mobileNumber: string, { onSaved }: { onSaved: (message: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skillIds: readonly number[]) => saveSkillsOrFail(mobileNumber, skillIds),
    onSuccess: async (message) => {
      onSaved(message);
      await invalidateCandidateSkills(queryClient, mobileNumber);
    },
  });
}
