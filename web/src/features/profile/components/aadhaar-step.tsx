import { useTranslation } from 'react-i18next';
import { IdCard } from 'lucide-react';
import { useOnline } from '#web/shared/use-online.ts';
import { OfflineNote } from '#web/ui/offline-state.tsx';
import { Button } from '#web/ui/index.ts';
import { KycActor } from '../hooks/kyc-actor.ts';
import { profileNs } from '../i18n.ts';
import { AadhaarOtpForm } from './aadhaar-otp-form.tsx';
import { FileDropZone } from './file-drop-zone.tsx';

/** KYC's first step, Aadhaar: the e-Aadhaar PDF with Verify, or a one-time code. */
export function AadhaarStep({ keepFile }: { keepFile: (file: File) => void }) {
  const { t } = useTranslation(profileNs);
  const online = useOnline();
  const actor = KycActor.useActorRef();
  const chosen = KycActor.useSelector((s) => s.context.file);
  const busy = KycActor.useSelector((s) => s.hasTag('busy'));
  const uploading = KycActor.useSelector((s) => s.matches({ unverified: 'verifyingAadhaar' }));

  const select = (file: File | undefined) => {
    if (!file) return;
    keepFile(file);
    actor.send({ type: 'aadhaar.select', file: { name: file.name, size: file.size, type: file.type } });
  };

  return (
    <div className="kyc-step">
      <h3 className="kyc-step__title">{t('kyc.aadhaarStep')}</h3>
      {online ? null : <OfflineNote id="kyc-aadhaar-offline" />}
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
      <Button
        onClick={() => actor.send({ type: 'aadhaar.submit' })}
        busy={uploading}
        disabled={busy || !online}
        aria-describedby={online ? undefined : 'kyc-aadhaar-offline'}
      >
        {t(uploading ? 'verifying' : 'kyc.verifyAadhaar')}
      </Button>
      <p className="kyc-step__route kyc-step__route--or">{t('kyc.otpRoute')}</p>
      <AadhaarOtpForm />
    </div>
  );
}
