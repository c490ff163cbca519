import { useLocalMessageText } from '#web/i18n/index.ts';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { useTranslation } from 'react-i18next';
import { BriefcaseBusiness, Phone } from 'lucide-react';
import { jobsAppliedText, referralStatusLabel, referralTone, type Referral } from '#machines';
import { Button } from '#web/ui/index.ts';
import { referralsNs } from '../i18n.ts';

export interface ReferralCardProps {
  referral: Referral;
  onShowProgress: (referral: Referral) => void;
}

/** One referred person: name, status badge, phone and 'n jobs applied'. */
export function ReferralCard({ referral, onShowProgress }: ReferralCardProps) {
  const { t } = useTranslation(referralsNs);
  const text = useLocalMessageText();
  const field = useJobFieldText();
  const nameId = `referral-${referral.id}-name`;
  return (
    <li className="referral-card" aria-labelledby={nameId}>
      <div className="referral-card__head">
        <span className="referral-card__avatar" aria-hidden="true">
          {referral.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="referral-card__who">
          <h2 id={nameId} className="referral-card__name">
            {referral.name}
          </h2>
          <p className="referral-card__job">
            {'upstream' in referral.jobTitle ? field.title(referral.jobTitle.upstream) : text(referral.jobTitle)}
          </p>
        </div>
        <span className={`referral-badge referral-badge--${referralTone(referral.status)}`}>
          {text(referralStatusLabel(referral.status))}
        </span>
      </div>
      <ul className="referral-card__facts">
        {referral.mobile ? (
          <li>
            <Phone className="referral-card__fact-icon" size={14} aria-hidden="true" />
            <span className="visually-hidden">{t('card.phone')} </span>
            {referral.mobile}
          </li>
        ) : null}
        <li>
          <BriefcaseBusiness className="referral-card__fact-icon" size={14} aria-hidden="true" />
          {text(jobsAppliedText(referral.applicationCount))}
        </li>
      </ul>
      <Button
        variant="secondary"
        size="sm"
        className="referral-card__action"
        onClick={() => onShowProgress(referral)}
        aria-describedby={nameId}
      >
        {t('progress.title')}
      </Button>
    </li>
  );
}
