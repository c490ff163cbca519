import { useTranslation } from 'react-i18next';
import { FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button, Dialog } from '#web/ui/index.ts';
import { earningsNs } from '../i18n.ts';

/** KYC documents: images or PDF, 5 MB at most. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
const KYC_DOCUMENT_ACCEPT = 'image/*,application/pdf';
const GUIDELINE_KEYS = ['upload.maxSize', 'upload.formats'] as const;

const acceptable = (file: File) =>
  (file.type.startsWith('image/') || file.type === 'application/pdf') && file.size <= KYC_DOCUMENT_MAX_BYTES;

export interface KycUploadDialogProps {
  onClose: () => void;
  onGoToProfile: () => void;
}

/** Complete KYC Verification: the Aadhaar and PAN document pickers with the upload guidelines. */
export function KycUploadDialog({ onClose, onGoToProfile }: KycUploadDialogProps) {
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
        <DocumentPicker label={text('upload.aadhaarCard')} chooseLabel={text('upload.chooseAadhaar')} />
        <DocumentPicker label={text('upload.panCard')} chooseLabel={text('upload.choosePan')} />
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

function DocumentPicker({ label, chooseLabel }: { label: string; chooseLabel: string }) {
  const { t: text } = useTranslation(earningsNs);
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState(false);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const ok = chosen !== null && acceptable(chosen);
    setRefused(chosen !== null && !ok);
    setFile(ok ? chosen : null);
    if (!ok) event.target.value = '';
  };
  return (
    <section className="earnings-upload__doc" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{label}</h3>
      <label htmlFor={inputId} className="earnings-upload__drop">
        <FileUp size={20} aria-hidden="true" />
        <span>{file ? file.name : chooseLabel}</span>
      </label>
      <input
        id={inputId}
        className="earnings-upload__input"
        type="file"
        accept={KYC_DOCUMENT_ACCEPT}
        aria-describedby={hintId}
        onChange={choose}
      />
      <p
        id={hintId}
        className={refused ? 'earnings-upload__hint earnings-upload__hint--error' : 'earnings-upload__hint'}
        role={refused ? 'alert' : undefined}
      >
        {GUIDELINE_KEYS.map((key) => text(key)).join(' · ')}
      </p>
      {/* As in the product: Submit for Verification has no action; verification happens in the profile's KYC section. */}
      <Button size="sm" variant="secondary" disabled={!file}>
        {text('upload.submit')}
      </Button>
    </section>
  );
}
