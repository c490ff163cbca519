import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { KycStatus } from '#machines';
import { useConnectionProblem } from '#web/shared/connection-problem.ts';
import { storeCandidateKyc } from '#web/entities/candidate/index.ts';
import type { ProfileData } from '../hooks/use-profile-data.ts';
import { profileNs } from '../i18n.ts';
import { shownError } from '../model/shown-error.ts';
import { KycCard } from './kyc-card.tsx';
import { LoadError } from './load-error.tsx';

export interface KycSectionProps {
  mobile: string;
  kyc: ProfileData['kyc'];
  /** The loaded state, or not verified while there is none. */
  status: KycStatus;
  loading: boolean;
  expanded: boolean;
  onToggle: () => void;
}

/** KYC Verification: loading, a failed load with Try Again, else the verification card. */
export function KycSection({ mobile, kyc, status, loading, expanded, onToggle }: KycSectionProps) {
  const { t } = useTranslation(profileNs);
  const queryClient = useQueryClient();
  const problem = useConnectionProblem(kyc);
  if (problem || loading || kyc.isError) {
    return (
      <>
        <h2 className="profile-card__title">{t('section.kyc')}</h2>
        {loading && !problem ? (
          <p className="profile-card__empty" role="status">
            {t('kyc.loading')}
          </p>
        ) : (
          <LoadError
            error={shownError(kyc.error)}
            onRetry={() => void kyc.refetch()}
            problem={problem}
            retrying={kyc.isFetching}
          />
        )}
      </>
    );
  }
  return (
    <KycCard
      key={mobile}
      mobileNumber={mobile}
      kyc={status}
      expanded={expanded}
      onToggle={onToggle}
      onChange={(next) => storeCandidateKyc(queryClient, mobile, next)}
    />
  );
}
