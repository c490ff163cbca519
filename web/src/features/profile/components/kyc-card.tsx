import { useTranslation } from 'react-i18next';
import { Check, CircleCheck, IdCard } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  KYC_COMPLETE,
  kycMachine,
  maskAadhaar,
  maskPan,
  type AadhaarOtpRequestInput,
  type AadhaarOtpSent,
  type AadhaarOtpVerification,
  type AadhaarVerification,
  type KycStatus,
  type PanVerification,
  type VerifyAadhaarInput,
  type VerifyAadhaarOtpInput,
  type VerifyPanInput,
} from '#machines';
import { i18n, useMessageText } from '#web/i18n/index.ts';
import { Button, Field } from '#web/ui/index.ts';
import { requestAadhaarOtp } from '../api/request-aadhaar-otp.ts';
import { verifyAadhaarOtp } from '../api/verify-aadhaar-otp.ts';
import { verifyAadhaarPdf } from '../api/verify-aadhaar-pdf.ts';
import { verifyPan } from '../api/verify-pan.ts';
import { profileNs } from '../i18n.ts';
import { AadhaarOtpForm } from './aadhaar-otp-form.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { KycActor } from './kyc-actor.ts';

export interface KycCardProps {
  mobileNumber: string;
  kyc: KycStatus;
  expanded: boolean;
  onToggle: () => void;
  /** Every verification reports the new state (to refresh the cached status and completion). */
  onChange: (status: KycStatus) => void;
}

/** KYC Verification through the KYC machine: Aadhaar (e-Aadhaar PDF or a one-time code) first, then PAN, then complete. */
export function KycCard(props: KycCardProps) {
  const file = useRef<File | null>(null);
  // One logic per mounted card; the File waits in the ref for the machine's upload.
  // eslint-disable-next-line react-hooks/refs -- the upload reads the ref when the machine invokes it, after a file is chosen, never during render.
  const [logic] = useState(() =>
    kycMachine.provide({
      actors: {
        verifyAadhaar: fromPromise<AadhaarVerification, VerifyAadhaarInput>(async ({ input }) => {
          const chosen = file.current;
          if (!chosen) return { success: false, message: i18n.t('kyc.fileRequired', { ns: profileNs }) };
          return verifyAadhaarPdf(input.mobileNumber, chosen);
        }),
        requestAadhaarOtp: fromPromise<AadhaarOtpSent, AadhaarOtpRequestInput>(({ input }) => requestAadhaarOtp(input)),
        verifyAadhaarOtp: fromPromise<AadhaarOtpVerification, VerifyAadhaarOtpInput>(({ input }) =>
          verifyAadhaarOtp(input),
        ),
        verifyPan: fromPromise<PanVerification, VerifyPanInput>(({ input }) => verifyPan(input)),
      },
    }),
  );
  return (
    <KycActor.Provider logic={logic} options={{ input: { mobileNumber: props.mobileNumber, kyc: props.kyc } }}>
      <KycPanel {...props} fileRef={file} />
    </KycActor.Provider>
  );
}

function KycPanel({ expanded, onToggle, onChange, fileRef }: KycCardProps & { fileRef: React.RefObject<File | null> }) {
  const { t } = useTranslation(profileNs);
  const messageText = useMessageText();
  const actor = KycActor.useActorRef();
  const status = KycActor.useSelector((s) => s.context.status);
  const message = KycActor.useSelector((s) => s.context.message);
  const pan = KycActor.useSelector((s) => s.context.pan);
  const chosen = KycActor.useSelector((s) => s.context.file);
  const busy = KycActor.useSelector((s) => s.hasTag('busy'));
  const uploading = KycActor.useSelector((s) => s.matches({ unverified: 'verifyingAadhaar' }));
  const complete = KycActor.useSelector((s) => s.matches('complete'));
  const panelId = useId();

  const report = useEffectEvent(() => onChange(actor.getSnapshot().context.status));
  useEffect(() => {
    const sub = actor.on('kyc.changed', () => report());
    return () => sub.unsubscribe();
  }, [actor]);

  /** 'Verified · the masked number', 'Verified' without a number, or 'Not verified'. */
  const checkState = (verified: boolean, masked: string | undefined) => {
    if (!verified) return t('kyc.notVerified');
    return masked ? t('kyc.verifiedNumber', { number: masked }) : t('kyc.verified');
  };

  const select = (file: File | undefined) => {
    if (!file) return;
    fileRef.current = file;
    actor.send({ type: 'aadhaar.select', file: { name: file.name, size: file.size, type: file.type } });
  };

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
      <ul className="kyc-checks">
        <li className={`kyc-check ${status.aadhaarVerified ? 'kyc-check--done' : ''}`}>
          <span className="kyc-check__mark" aria-hidden="true">
            {status.aadhaarVerified ? <Check size={16} strokeWidth={3} /> : '1'}
          </span>
          <span className="kyc-check__text">
            <span className="kyc-check__name">{t('kyc.aadhaar')}</span>
            <span className="kyc-check__state">
              {checkState(status.aadhaarVerified, status.aadhaarNumber && maskAadhaar(status.aadhaarNumber))}
            </span>
          </span>
        </li>
        <li className={`kyc-check ${status.panVerified ? 'kyc-check--done' : ''}`}>
          <span className="kyc-check__mark" aria-hidden="true">
            {status.panVerified ? <Check size={16} strokeWidth={3} /> : '2'}
          </span>
          <span className="kyc-check__text">
            <span className="kyc-check__name">{t('kyc.pan')}</span>
            <span className="kyc-check__state">
              {checkState(status.panVerified, status.panNumber && maskPan(status.panNumber))}
            </span>
          </span>
        </li>
      </ul>
      {complete ? (
        <p className="profile-alert profile-alert--success" role="status">
          <CircleCheck className="profile-alert__icon" size={18} aria-hidden="true" /> {messageText(KYC_COMPLETE)}
        </p>
      ) : null}
      {!complete && expanded ? (
        <div id={panelId} className="kyc-panel">
          {!status.aadhaarVerified ? (
            <div className="kyc-step">
              <h3 className="kyc-step__title">{t('kyc.aadhaarStep')}</h3>
              <p className="kyc-step__route">{t('kyc.aadhaarPdfRoute')}</p>
              <FileDropZone
                icon={IdCard}
                title={chosen ? chosen.name : t('kyc.aadhaarDrop')}
                chooseLabel={t(chosen ? 'kyc.chooseAnother' : 'kyc.chooseAadhaarPdf')}
                inputLabel={t('kyc.aadhaarDocument')}
                accept=".pdf,application/pdf"
                disabled={busy}
                onFile={select}
                resetAfterChoose
              />
              <Button onClick={() => actor.send({ type: 'aadhaar.submit' })} busy={uploading} disabled={busy}>
                {t(uploading ? 'verifying' : 'kyc.verifyAadhaar')}
              </Button>
              <p className="kyc-step__route kyc-step__route--or">{t('kyc.otpRoute')}</p>
              <AadhaarOtpForm />
            </div>
          ) : null}
          <div className={`kyc-step ${status.aadhaarVerified ? '' : 'kyc-step--waiting'}`}>
            <h3 className="kyc-step__title">{t('kyc.panStep')}</h3>
            <form
              className="kyc-pan"
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'pan.submit' });
              }}
            >
              <Field
                label={t('kyc.panNumber')}
                value={pan}
                placeholder="ABCDE1234F"
                autoCapitalize="characters"
                maxLength={10}
                disabled={busy}
                hint={t(status.aadhaarVerified ? 'kyc.panHint' : 'kyc.panWaiting')}
                onChange={(e) => actor.send({ type: 'pan.input', value: e.target.value })}
              />
              <Button
                type="submit"
                variant={status.aadhaarVerified ? 'primary' : 'secondary'}
                busy={busy && status.aadhaarVerified}
              >
                {t('kyc.verifyPan')}
              </Button>
            </form>
          </div>
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
