import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  applyMachine, type ApplicationResult, type ApplyForJobInput, type ApplyJob, type CandidateProfile, type CandidateSavePayload,
  type DownloadResumeInput, type ServiceResult, type UploadResumeInput,
} from '#machines';
import { applyForJob } from '../api/apply-for-job.ts';
import { downloadResume } from '../api/download-resume.ts';
import { candidateProfileQueryOptions } from '../api/get-candidate-profile.ts';
import { saveCandidateDetails } from '../api/save-candidate-details.ts';
import { updateCandidateResume } from '../api/update-candidate-resume.ts';
import { saveFile } from '../lib/save-file.ts';

export interface ApplyActorOptions {
  job: ApplyJob | null;
  mobileNumber: string;
  candidateId: string;
}

/** The apply machine with its effects: profile, save, apply, resume upload (with progress) and download. */
export function useApplyActor({ job, mobileNumber, candidateId }: ApplyActorOptions) {
  const queryClient = useQueryClient();
  // The machine keeps only what its rules read of a file; the File itself waits here for the upload.
  const pendingFile = useRef<File | null>(null);
  const actorRef = useRef<ActorRefFrom<typeof applyMachine> | null>(null);
  const profileKey = candidateProfileQueryOptions(mobileNumber).queryKey;

  const logic = useMemo(
    () =>
      applyMachine.provide({
        actors: {
          loadProfile: fromPromise<CandidateProfile, { mobileNumber: string }>(async ({ input }) => {
            const profile = await queryClient.fetchQuery(candidateProfileQueryOptions(input.mobileNumber));
            return profile ?? {};
          }),
          saveCandidate: fromPromise<ServiceResult, CandidateSavePayload>(async ({ input }) => {
            const result = await saveCandidateDetails(mobileNumber, input);
            if (result.success) await queryClient.invalidateQueries({ queryKey: profileKey });
            return result;
          }),
          applyForJob: fromPromise<ApplicationResult, ApplyForJobInput>(async ({ input }) => {
            const result = await applyForJob(input);
            if (result.success) {
              await Promise.all([
                queryClient.invalidateQueries({ queryKey: ['applications'] }),
                queryClient.invalidateQueries({ queryKey: ['jobs', 'search'] }),
              ]);
            }
            return result;
          }),
          uploadResume: fromPromise<ServiceResult, UploadResumeInput>(async ({ input }) => {
            const file = pendingFile.current;
            if (!file) return { success: false, message: 'Failed to upload resume. Please try again.' };
            const result = await updateCandidateResume({
              candidateId: input.candidateId,
              file,
              fileName: input.fileName,
              onProgress: (fraction) => actorRef.current?.send({ type: 'upload.progress', fraction }),
            });
            pendingFile.current = null;
            // The machine reloads the profile next; it must see the new file name and path.
            if (result.success) await queryClient.invalidateQueries({ queryKey: profileKey, refetchType: 'none' });
            return result;
          }),
          downloadResume: fromPromise<ServiceResult, DownloadResumeInput>(async ({ input }) => {
            const result = await downloadResume(input);
            if (!result.ok && result.reason !== 'http') throw { kind: 'network', message: result.message };
            if (!result.ok || result.data === null) return { success: false, message: 'Failed to download resume.' };
            saveFile(result.data.blob, result.data.filename);
            return { success: true };
          }),
        },
      }),
    // The machine is made once per open dialog; its inputs do not change while it is open.
    [],
  );

  const actor = useActorRef(logic, { input: { job, mobileNumber, candidateId } });
  actorRef.current = actor;

  const selectFile = (file: File) => {
    pendingFile.current = file;
    actor.send({ type: 'resume.select', file: { name: file.name, size: file.size, type: file.type } });
  };
  return { actor, selectFile };
}
