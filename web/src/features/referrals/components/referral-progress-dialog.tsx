import { useLocalMessageText } from '#web/i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { referralProgress, type Referral } from '#machines';
import { Dialog } from '#web/ui/dialog.tsx';
import { referralsNs } from '../i18n.ts';

/**
 * The time beside a done step: fixed placeholder text, as the product shows it (the upstream gives a referral no
 * dates, so these are not the referral's own times).
 */
const STEP_TIMES = {
  Referred: 'progress.time.referred',
  Applied: 'progress.time.applied',
  Interview: 'progress.time.interview',
  Hired: 'progress.time.hired',
} as const;

export interface ReferralProgressDialogProps {
  referral: Referral | null;
  onClose: () => void;
}

/** 'Referral Progress': Referred, Applied, Interview and Hired, built from the referral's status alone. */
export function ReferralProgressDialog({ referral, onClose }: ReferralProgressDialogProps) {
  const { t } = useTranslation(referralsNs);
  const text = useLocalMessageText();
  const steps = referral ? referralProgress(referral.status) : [];
  return (
    <Dialog
      open={referral !== null}
      title={t('progress.title')}
      onClose={onClose}
      size="sm"
      description={referral?.name}
    >
      <ol className="referral-steps">
        {steps.map((step) => (
          <li key={step.step} className={`referral-steps__step ${step.done ? 'referral-steps__step--done' : ''}`}>
            <span className="referral-steps__marker" aria-hidden="true">
              {step.done ? <Check size={14} strokeWidth={3} /> : null}
            </span>
            <span className="referral-steps__label">{text(step.label)}</span>
            <span className="visually-hidden">{` ${step.done ? t('progress.done') : t('progress.notYet')}`}</span>
            {step.done ? <span className="referral-steps__time">{` ${t(STEP_TIMES[step.step])}`}</span> : null}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
