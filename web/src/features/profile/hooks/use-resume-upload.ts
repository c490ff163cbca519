import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message, resumeFileName, type ApplyCallResult } from '#machines';
import { CallError } from '#web/api/index.ts';
import { invalidateCandidateRecord, updateCandidateResume } from '#web/entities/candidate/index.ts';
import { shownError } from '../model/shown-error.ts';

/** What a refusal that names no reason says. */
const REFUSED = message('profile:resume.uploadFailed');

export interface ResumeUploadOptions {
  mobile: string;
  /** Called once the record every screen reads has the new file. */
  onUploaded: () => void;
}

export interface ResumeUploadInput {
  candidateId: string;
  file: File;
  onProgress: (fraction: number) => void;
}

/**
 * Resume's upload as {candidateId}_Resume.{ext}. Pending until the record every screen reads has reloaded; a refusal
 * or a lost call fails with the server's or the call's own reason (a CallError's message).
 */
export function useResumeUpload({ mobile, onUploaded }: ResumeUploadOptions) {
  const queryClient = useQueryClient();

  const send = async ({ candidateId, file, onProgress }: ResumeUploadInput): Promise<void> => {
    let result: ApplyCallResult;
    try {
      result = await updateCandidateResume({
        candidateId,
        file,
        fileName: resumeFileName(candidateId, file.name),
        onProgress,
      });
    } catch (error) {
      // The upload rejects with an Error or with the machines' { kind, message } failure.
      throw new CallError(shownError(error), { cause: error });
    }
    if (!result.success) throw new CallError(result.message ?? result.error ?? REFUSED);
  };

  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await invalidateCandidateRecord(queryClient, mobile);
      onUploaded();
    },
  });
}
