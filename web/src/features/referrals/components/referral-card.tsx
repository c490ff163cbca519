import { jobsAppliedText, referralTone, type Referral } from '#machines';
import { Button } from '../../../ui/index.ts';

export interface ReferralCardProps {
  referral: Referral;
  onShowProgress: (referral: Referral) => void;
}

/** One referred person: name, status badge, phone and 'n jobs applied'. */
export function ReferralCard({ referral, onShowProgress }: ReferralCardProps) {
  const nameId = `referral-${referral.id}-name`;
  return (
    <li className="referral-card" aria-labelledby={nameId}>
      <div className="referral-card__head">
        <span className="referral-card__avatar" aria-hidden="true">
          {referral.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="referral-card__who">
          <h3 id={nameId} className="referral-card__name">
            {referral.name}
          </h3>
          <p className="referral-card__job">{referral.jobTitle}</p>
        </div>
        <span className={`referral-badge referral-badge--${referralTone(referral.status)}`}>{referral.status}</span>
      </div>
      <ul className="referral-card__facts">
        {referral.mobile ? (
          <li>
            <span aria-hidden="true">📞 </span>
            <span className="visually-hidden">Phone </span>
            {referral.mobile}
          </li>
        ) : null}
        <li>
          <span aria-hidden="true">💼 </span>
          {jobsAppliedText(referral.applicationCount)}
        </li>
      </ul>
      <Button variant="secondary" size="sm" className="referral-card__action" onClick={() => onShowProgress(referral)} aria-describedby={nameId}>
        Referral Progress
      </Button>
    </li>
  );
}
