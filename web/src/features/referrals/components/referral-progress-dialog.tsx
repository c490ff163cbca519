import { referralProgress, type Referral } from '#machines';
import { Dialog } from '../../../ui/index.ts';

export interface ReferralProgressDialogProps {
  referral: Referral | null;
  onClose: () => void;
}

/** 'Referral Progress': Referred, Applied, Interview and Hired, built from the referral's status alone. */
export function ReferralProgressDialog({ referral, onClose }: ReferralProgressDialogProps) {
  const steps = referral ? referralProgress(referral.status) : [];
  return (
    <Dialog open={referral !== null} title="Referral Progress" onClose={onClose} size="sm" description={referral?.name}>
      <ol className="referral-steps">
        {steps.map((step) => (
          <li key={step.label} className={`referral-steps__step ${step.done ? 'referral-steps__step--done' : ''}`}>
            <span className="referral-steps__marker" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <span className="referral-steps__label">{step.label}</span>
            <span className="visually-hidden">{step.done ? ' (done)' : ' (not yet)'}</span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
