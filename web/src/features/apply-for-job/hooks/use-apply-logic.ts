import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  applyMachine,
  RESUME_DOWNLOAD_FAILED,
  RESUME_UPLOAD_FAILED,
  type ApplicationResult,
  type ApplyCallResult,
  type ApplyForJobInput,
  type ApplyProfile,
  type CandidateSavePayload,
  type DownloadResumeInput,
  type UploadResumeInput,
} from '#machines';
import { invalidateApplications } from '#web/entities/applications/index.ts';
import {
  candidateRecordQueryOptions,
  downloadResume,
  invalidateCandidateRecord,
  saveCandidateDetails,
  updateCandidateResume,
} from '#web/entities/candidate/index.ts';
import { saveFile } from '#web/shared/save-file.ts';
import { applyForJob } from '../api/apply-for-job.ts';
import { APPLY_SYSTEM_ID } from './apply-actor.ts';

/**
 * The apply machine with its effects: profile, save, apply, resume upload (with progress) and download. The
 * actor is made once per opened dialog; when the number changes, @xstate/react hands it effects that use the new one.
 */
export function useApplyLogic(mobileNumber: string) {
  const queryClient = useQueryClient();
  // The machine keeps only what its rules read of a file; the File itself waits here for the upload.
  const pendingFile = useRef<File | null>(null);

  const logic = useMemo(() => {
    return applyMachine.provide({
      actors: {
        // The candidate as the entity read them, given to the machine as they are; a number with no profile yet has
        // nothing on it.
        loadProfile: fromPromise<ApplyProfile | null, { mobileNumber: string }>(({ input }) =>
          queryClient.fetchQuery(candidateRecordQueryOptions(input.mobileNumber)),
        ),
        saveCandidate: fromPromise<ApplyCallResult, CandidateSavePayload>(async ({ input }) => {
          const result = await saveCandidateDetails(mobileNumber, input);
          if (result.success) await invalidateCandidateRecord(queryClient, mobileNumber);
          return result;
        }),
        applyForJob: fromPromise<ApplicationResult, ApplyForJobInput>(async ({ input }) => {
          const result = await applyForJob(input);
          // The job reads 'Applied on …' on its card and details from now on, and My Applications lists it.
          if (result.success) void invalidateApplications(queryClient);
          return result;
        }),
        // eslint-disable-next-line react-hooks/refs -- the machine invokes this upload after a file is chosen, never during render.
        uploadResume: fromPromise<ApplyCallResult, UploadResumeInput>(async ({ input, system }) => {
          const file = pendingFile.current;
          if (!file) return { success: false, message: RESUME_UPLOAD_FAILED };
          const result = await updateCandidateResume({
            candidateId: input.candidateId,
            file,
            fileName: input.fileName,
            onProgress: (fraction) => system.get(APPLY_SYSTEM_ID)?.send({ type: 'upload.progress', fraction }),
          });
          pendingFile.current = null;
          // The machine reloads the profile next; it must see the new file name and path.
          if (result.success) await invalidateCandidateRecord(queryClient, mobileNumber, { refetch: false });
          return result;
        }),
        downloadResume: fromPromise<ApplyCallResult, DownloadResumeInput>(async ({ input }) => {
          const result = await downloadResume(input);
          if (!result.ok && result.reason !== 'http') throw { kind: 'network', message: result.message };
          if (!result.ok || result.data === null) return { success: false, message: RESUME_DOWNLOAD_FAILED };
          saveFile(result.data.blob, result.data.filename);
          return { success: true };
        }),
      },
    });
  }, [queryClient, mobileNumber]);

  /** Keeps the chosen File for the upload; the machine is told only its name, size and type. */
  const keepFile = useCallback((file: File) => {
    pendingFile.current = file;
  }, []);

  return { logic, keepFile };
}
