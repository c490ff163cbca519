import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { maskAadhaar, maskPan } from '#machines';
import { KycActor } from '../hooks/kyc-actor.ts';
import { profileNs } from '../i18n.ts';

/** The two checks, Aadhaar then PAN, each verified (with its masked number) or not. */
export function KycChecks() {
  const { t } = useTranslation(profileNs);
  const status = KycActor.useSelector((s) => s.context.status);

  /** 'Verified · the masked number', 'Verified' without a number, or 'Not verified'. */
  const checkState = (verified: boolean, masked: string | undefined) => {
    if (!verified) return t('kyc.notVerified');
    return masked ? t('kyc.verifiedNumber', { number: masked }) : t('kyc.verified');
  };

  return (
    <ul className="kyc-checks">
      <KycCheck
        step="1"
        name={t('kyc.aadhaar')}
        done={status.aadhaarVerified}
        state={checkState(status.aadhaarVerified, status.aadhaarNumber && maskAadhaar(status.aadhaarNumber))}
      />
      <KycCheck
        step="2"
        name={t('kyc.pan')}
        done={status.panVerified}
        state={checkState(status.panVerified, status.panNumber && maskPan(status.panNumber))}
      />
    </ul>
  );
}

function KycCheck({ step, name, done, state }: { step: string; name: string; done: boolean; state: string }) {
  return (
    <li className={`kyc-check ${done ? 'kyc-check--done' : ''}`}>
      <span className="kyc-check__mark" aria-hidden="true">
        {done ? <Check size={16} strokeWidth={3} /> : step}
      </span>
      <span className="kyc-check__text">
        <span className="kyc-check__name">{name}</span>
        <span className="kyc-check__state">{state}</span>
      </span>
    </li>
  );
}
