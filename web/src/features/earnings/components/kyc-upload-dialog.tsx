import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { earningsNs } from '../i18n.ts';
import { GUIDELINE_KEYS } from '../model/kyc-document.ts';
import { AadhaarCardUpload } from './aadhaar-card-upload.tsx';

export interface KycUploadDialogProps {
  mobileNumber: string;
  onClose: () => void;
  onGoToProfile: () => void;
}

/**
 * Complete KYC Verification: the Aadhaar card sent for verification as an image or PDF, with the upload guidelines.
 * PAN is checked by its number, not a document, so its part says where (the profile's KYC section) instead of
 * offering an upload that could not be sent anywhere.
 */
export function KycUploadDialog({ mobileNumber, onClose, onGoToProfile }: KycUploadDialogProps) {
  const { t: text } = useTranslation(earningsNs);
  return (
    <Dialog
      open
      size="md"
      className="earnings-upload"
      title={text('upload.title')}
      description={text('upload.description')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {text('upload.close')}
          </Button>
          <Button variant="secondary" onClick={onGoToProfile}>
            {text('upload.goToKyc')}
          </Button>
        </>
      }
    >
      <div className="earnings-upload__docs">
        <AadhaarCardUpload mobileNumber={mobileNumber} />
        <section className="earnings-upload__doc" aria-labelledby="kyc-upload-pan-title">
          <h3 id="kyc-upload-pan-title">{text('upload.panCard')}</h3>
          <p className="earnings-upload__hint">{text('upload.panByNumber')}</p>
        </section>
      </div>
      <div className="earnings-upload__guidelines">
        <h3>{text('upload.guidelines')}</h3>
        <ul>
          {GUIDELINE_KEYS.map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
