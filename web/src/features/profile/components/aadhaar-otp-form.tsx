import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import { useOnline } from '#web/shared/use-online.ts';
import { Button, Field } from '#web/ui/index.ts';
import { profileNs } from '../i18n.ts';
import { KycActor } from '../hooks/kyc-actor.ts';

/** Aadhaar by one-time code: the number, Send OTP, then the code sent to the Aadhaar-linked mobile. */
export function AadhaarOtpForm() {
  const { t } = useTranslation(profileNs);
  const online = useOnline();
  const actor = KycActor.useActorRef();
  const aadhaarNumber = KycActor.useSelector((s) => s.context.aadhaarNumber);
  const otp = KycActor.useSelector((s) => s.context.otp);
  const codeSent = KycActor.useSelector(
    (s) => s.matches({ unverified: { ready: 'otpSent' } }) || s.matches({ unverified: 'verifyingOtp' }),
  );
  const sending = KycActor.useSelector((s) => s.matches({ unverified: 'requestingOtp' }));
  const verifying = KycActor.useSelector((s) => s.matches({ unverified: 'verifyingOtp' }));
  const busy = KycActor.useSelector((s) => s.hasTag('busy'));

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'aadhaarOtp.request' });
  };
  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'aadhaarOtp.submit' });
  };

  return (
    <div className="kyc-otp">
      <form className="kyc-pan" onSubmit={requestCode} noValidate aria-label={t('kyc.otpRequestForm')}>
        <Field
          label={t('kyc.aadhaarNumber')}
          value={aadhaarNumber}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('kyc.aadhaarNumberPlaceholder')}
          maxLength={12}
          disabled={busy}
          hint={t('kyc.otpHint')}
          onChange={(e) => actor.send({ type: 'aadhaarNumber.input', value: e.target.value })}
        />
        <Button
          type="submit"
          variant="secondary"
          busy={sending}
          disabled={!online}
          aria-describedby={online ? undefined : 'kyc-aadhaar-offline'}
        >
          {t(codeSent ? 'kyc.resendOtp' : 'kyc.sendOtp')}
        </Button>
      </form>
      {codeSent ? (
        <form className="kyc-pan" onSubmit={verifyCode} noValidate aria-label={t('kyc.otpCheckForm')}>
          <Field
            label={t('kyc.otp')}
            value={otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('kyc.otpPlaceholder')}
            maxLength={8}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'aadhaarOtp.input', value: e.target.value })}
          />
          <Button
            type="submit"
            busy={verifying}
            disabled={!online}
            aria-describedby={online ? undefined : 'kyc-aadhaar-offline'}
          >
            {t(verifying ? 'verifying' : 'kyc.verifyOtp')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
