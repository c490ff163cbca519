import { useTranslation } from 'react-i18next';
import type { Referral } from '#machines';
import { referralsNs } from '../i18n.ts';
import { ReferralCard } from './referral-card.tsx';

export interface ReferralListProps {
  referrals: readonly Referral[];
  onShowProgress: (referral: Referral) => void;
}

/** The referral cards the Status filter lets through. */
export function ReferralList({ referrals, onShowProgress }: ReferralListProps) {
  const { t } = useTranslation(referralsNs);
  return (
    <ul className="referrals__list" aria-label={t('list.label')}>
      {referrals.map((referral) => (
        <ReferralCard key={referral.id} referral={referral} onShowProgress={onShowProgress} />
      ))}
    </ul>
  );
}
