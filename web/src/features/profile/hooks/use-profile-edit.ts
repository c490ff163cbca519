import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildProfileUpdate, profileInitials, type ProfileForm } from '#machines';
import { CallError } from '#web/api/index.ts';
import {
  candidateRecordQueryOptions,
  invalidateCandidateRecord,
  updateCandidateProfile,
  updateExceptionMessage,
  updateFailedMessage,
  type Candidate,
  type ProfileUpdateResult,
} from '#web/entities/candidate/index.ts';
import { emitAppEvent } from '#web/shared/app-events.ts';
import { sessionStore, type SessionUser } from '#web/shared/session.ts';
import { shownError } from '../model/shown-error.ts';

/** Neither the session nor the record names the candidate: the dialog says so in the screen's words. */
export class CandidateIdMissing extends Error {}

export interface ProfileEditOptions {
  mobile: string;
  user: SessionUser | null;
  profile: Candidate | null;
  /** Called as soon as the upstream accepts the edit (the dialog closes, the toast shows). */
  onSaved: () => void;
}

/** The new name on the session: the stored user keeps the product's fullName beside name and initials. */
function renameSessionUser(user: SessionUser | null, fullName: string): void {
  if (!fullName || !user) return;
  const patch: Partial<SessionUser> & { fullName: string } = {
    name: fullName,
    fullName,
    initials: profileInitials({ name: fullName, email: user.email, mobile: user.mobileNumber }),
  };
  sessionStore.update(patch);
}

/**
 * Edit Profile's save: PUT /candidate/{candidateId} (the id from the session, else the record, read again if need
 * be). Once accepted, every screen reading the record refreshes; then the session takes the new name and
 * userProfileUpdated goes out. Pending until all of that is done; a failure carries the message the dialog shows.
 */
export function useProfileEdit({ mobile, user, profile, onSaved }: ProfileEditOptions) {
  const queryClient = useQueryClient();

  const save = async (form: ProfileForm): Promise<void> => {
    let result: ProfileUpdateResult;
    try {
      let candidateId = Number(user?.candidateId ?? profile?.candidateId ?? 0);
      if (!candidateId) {
        const fresh = await queryClient.fetchQuery({ ...candidateRecordQueryOptions(mobile), staleTime: 0 });
        candidateId = Number(fresh?.candidateId ?? 0);
      }
      if (!candidateId) throw new CandidateIdMissing();
      result = await updateCandidateProfile({
        ...buildProfileUpdate({ candidateId, mobileNumber: mobile, city: profile?.cityName ?? '', form }),
        candidateId,
      });
    } catch (error) {
      if (error instanceof CandidateIdMissing) throw error;
      throw new CallError(updateExceptionMessage(shownError(error)), { cause: error });
    }
    if (!result.success) throw new CallError(updateFailedMessage(result.error));
  };

  return useMutation({
    mutationFn: save,
    onSuccess: async (_, form) => {
      onSaved();
      await invalidateCandidateRecord(queryClient, mobile);
      const fullName = form.fullName.trim();
      renameSessionUser(user, fullName);
      // For other code on the page: the header reads the name from the session.
      emitAppEvent('userProfileUpdated', { fullName });
    },
  });
}
