import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { KYC_COMPLETE, type KycStatus } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import { Button } from '#web/ui/index.ts';
import { KycActor } from '../hooks/kyc-actor.ts';
import { useKycChanged } from '../hooks/use-kyc-changed.ts';
import { useKycLogic } from '../hooks/use-kyc-logic.ts';
import { profileNs } from '../i18n.ts';
import { AadhaarStep } from './aadhaar-step.tsx';
import { KycChecks } from './kyc-checks.tsx';
import { PanStep } from './pan-step.tsx';

export interface KycCardProps {
  mobileNumber: string;
  kyc: KycStatus;
  expanded: boolean;
  onToggle: () => void;
  /** Every verification reports the new state (to refresh the cached status and completion). */
  onChange: (status: KycStatus) => void;
}

/** KYC Verification through the KYC machine: Aadhaar (e-Aadhaar PDF or a one-time code) first, then PAN, then complete. */
export function KycCard({ mobileNumber, kyc, ...panel }: KycCardProps) {
  const { logic, keepFile } = useKycLogic();
  return (
    <KycActor.Provider logic={logic} options={{ input: { mobileNumber, kyc } }}>
      <KycPanel {...panel} keepFile={keepFile} />
    </KycActor.Provider>
  );
}

interface KycPanelProps extends Pick<KycCardProps, 'expanded' | 'onToggle' | 'onChange'> {
  keepFile: (file: File) => void;
}

function KycPanel({ expanded, onToggle, onChange, keepFile }: KycPanelProps) {
  const { t } = useTranslation(profileNs);
  const messageText = useMessageText();
  const message = KycActor.useSelector((s) => s.context.message);
  const aadhaarVerified = KycActor.useSelector((s) => s.context.status.aadhaarVerified);
  const complete = KycActor.useSelector((s) => s.matches('complete'));
  const panelId = useId();
  useKycChanged(onChange);

  return (
    <>
      <div className="profile-card__head">
        <h2 className="profile-card__title">{t('section.kyc')}</h2>
        {complete ? null : (
          <Button size="sm" variant="secondary" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
            {t(expanded ? 'kyc.hide' : 'kyc.verifyNow')}
          </Button>
        )}
      </div>
      <KycChecks />
      {complete ? (
        <p className="profile-alert profile-alert--success" role="status">
          <CircleCheck className="profile-alert__icon" size={18} aria-hidden="true" /> {messageText(KYC_COMPLETE)}
        </p>
      ) : null}
      {!complete && expanded ? (
        <div id={panelId} className="kyc-panel">
          {aadhaarVerified ? null : <AadhaarStep keepFile={keepFile} />}
          <PanStep />
        </div>
      ) : null}
      {message ? (
        <p
          className={`profile-alert profile-alert--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {messageText(message.text)}
        </p>
      ) : null}
    </>
  );
}
