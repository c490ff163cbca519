import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeFileName, type ServiceResult } from '#machines';
import { invalidateCandidateRecord } from '#web/entities/candidate/index.ts';
import type { ProfileServices } from '../model/services.ts';

export interface ResumeUploadOptions {
  mobile: string;
  /** The upload itself (the apply feature's, given by app/). */
  upload: ProfileServices['uploadResume'];
  /** What a refusal that names no reason says. */
  refusedWithoutText: string;
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
 * or a lost call fails with the server's or the call's own text.
 */
export function useResumeUpload({ mobile, upload, refusedWithoutText, onUploaded }: ResumeUploadOptions) {
  const queryClient = useQueryClient();

  const send = async ({ candidateId, file, onProgress }: ResumeUploadInput): Promise<void> => {
    let result: ServiceResult;
    try {
      result = await upload({ candidateId, file, fileName: resumeFileName(candidateId, file.name), onProgress });
    } catch (error) {
      // The upload rejects with an Error or with the machines' { kind, message } failure.
      throw new Error(
        error instanceof Error ? error.message : String((error as { message?: string })?.message ?? error),
      );
    }
    if (!result.success) throw new Error(result.message || result.error || refusedWithoutText);
  };

  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await invalidateCandidateRecord(queryClient, mobile);
      onUploaded();
    },
  });
}
