import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { KycStatus } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import type { SessionUser } from '#web/shared/session.ts';
import { useConnectionProblem } from '#web/shared/connection-problem.ts';
import { useToast } from '#web/ui/index.ts';
import { PROFILE_UPDATED } from '#web/entities/candidate/index.ts';
import { CandidateIdMissing, useProfileEdit } from '../hooks/use-profile-edit.ts';
import type { ProfileData } from '../hooks/use-profile-data.ts';
import { profileNs } from '../i18n.ts';
import { shownError } from '../model/shown-error.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { LoadError } from './load-error.tsx';
import { PersonalCard } from './personal-card.tsx';

export interface PersonalSectionProps {
  user: SessionUser | null;
  mobile: string;
  record: ProfileData['record'];
  /** The KYC state: a verified Aadhaar's name locks the name field. */
  kyc: KycStatus;
  kycLoading: boolean;
}

/** Personal Information: the record's facts, its load error with Try Again, and Edit Profile with its save. */
export function PersonalSection({ user, mobile, record, kyc, kycLoading }: PersonalSectionProps) {
  const { t } = useTranslation(profileNs);
  const messageText = useMessageText();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const profile = record.data ?? null;
  const problem = useConnectionProblem(record);
  const edit = useProfileEdit({
    mobile,
    user,
    profile,
    onSaved: () => {
      setEditing(false);
      toast.success(PROFILE_UPDATED);
    },
  });
  const editError =
    edit.error instanceof CandidateIdMissing
      ? t('edit.candidateIdRequired')
      : edit.error
        ? messageText(shownError(edit.error))
        : null;

  return (
    <>
      <PersonalCard
        profile={profile}
        fallbackMobile={user?.mobile ?? mobile}
        profileLoading={record.isFetching}
        kycLoading={kycLoading}
        onEdit={() => {
          if (edit.isError) edit.reset();
          setEditing(true);
        }}
      />
      {record.isError ? (
        <LoadError
          error={shownError(record.error)}
          onRetry={() => void record.refetch()}
          problem={problem}
          retrying={record.isFetching}
        />
      ) : null}
      {editing && profile ? (
        <EditProfileDialog
          profile={profile}
          nameOnAadhaar={kyc.aadhaarVerified ? kyc.nameOnAadhaar : undefined}
          saving={edit.isPending}
          error={editError}
          onSave={(form) => edit.mutate(form)}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
