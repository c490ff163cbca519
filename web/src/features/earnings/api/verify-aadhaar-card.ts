import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upstream, type Message } from '#machines';
import { api, CallError } from '#web/api/index.ts';
import { refusalText } from '#web/api/refusal-text.ts';
import { uploadForm } from '#web/api/upload-form.ts';
import { candidateKeys } from '#web/entities/candidate/index.ts';

/** What the check said: accepted or refused, in the upstream's words. */
export interface AadhaarCardAnswer {
  verified: boolean;
  text: Message;
}

/**
 * POST verifyAadhaarCard (multipart: file, mobileNumber): the Aadhaar read from a card image or PDF. A refusal
 * resolves with its words; a call that found no server fails with the call's reason.
 */
export async function verifyAadhaarCard(mobileNumber: string, file: File): Promise<AadhaarCardAnswer> {
  const { upstream: calls } = api;
  const result = await calls.call(
    (init) =>
      calls.client.POST('/legacy-services/api/v1/myDocument/verifyAadhaarCard', {
        body: { file: file.name, mobileNumber },
        bodySerializer: () => uploadForm(file, { mobileNumber }),
        ...init,
      }),
    { timeout: 'long' },
  );
  if (result.ok) {
    const answer = result.data;
    return { verified: answer?.success === true, text: upstream(answer?.message || answer?.error || '') };
  }
  if (result.reason !== 'http') throw new CallError(result.message);
  return { verified: false, text: upstream(refusalText(result.body) || `HTTP ${result.status}`) };
}

/** Submit for Verification of the Aadhaar card: a verified card refreshes the KYC state every screen reads. */
export function useVerifyAadhaarCard(mobileNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => verifyAadhaarCard(mobileNumber, file),
    onSuccess: async (answer) => {
      if (answer.verified) await queryClient.invalidateQueries({ queryKey: candidateKeys.kyc(mobileNumber) });
    },
  });
}
