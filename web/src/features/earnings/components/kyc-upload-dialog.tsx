import { useId, useState, type ChangeEvent } from 'react';
import { Button, Dialog } from '../../../ui/index.ts';

/** KYC documents: images or PDF, 5 MB at most. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
const KYC_DOCUMENT_ACCEPT = 'image/*,application/pdf';
export const KYC_GUIDELINES = ['Maximum file size: 5MB', 'Accepted formats: JPG, PNG, PDF'] as const;

const acceptable = (file: File) => (file.type.startsWith('image/') || file.type === 'application/pdf') && file.size <= KYC_DOCUMENT_MAX_BYTES;

export interface KycUploadDialogProps {
  onClose: () => void;
  onGoToProfile: () => void;
}

/** Complete KYC Verification: the Aadhaar and PAN document pickers with the upload guidelines. */
export function KycUploadDialog({ onClose, onGoToProfile }: KycUploadDialogProps) {
  return (
    <Dialog
      open
      size="md"
      className="earnings-upload"
      title="Complete KYC Verification"
      description="Upload your Aadhaar card and PAN card to verify your identity."
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button variant="secondary" onClick={onGoToProfile}>
            Go to KYC Verification
          </Button>
        </>
      }
    >
      <div className="earnings-upload__docs">
        <DocumentPicker label="Aadhaar Card" />
        <DocumentPicker label="PAN Card" />
      </div>
      <div className="earnings-upload__guidelines">
        <h3>Guidelines</h3>
        <ul>
          {KYC_GUIDELINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

function DocumentPicker({ label }: { label: string }) {
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
        <span aria-hidden="true">📄</span>
        <span>{file ? file.name : `Choose ${label} (image or PDF)`}</span>
      </label>
      <input
        id={inputId}
        className="earnings-upload__input"
        type="file"
        accept={KYC_DOCUMENT_ACCEPT}
        aria-describedby={hintId}
        onChange={choose}
      />
      <p id={hintId} className={refused ? 'earnings-upload__hint earnings-upload__hint--error' : 'earnings-upload__hint'} role={refused ? 'alert' : undefined}>
        {KYC_GUIDELINES.join(' · ')}
      </p>
      {/* As in the product: Submit for Verification has no action; verification happens in the profile's KYC section. */}
      <Button size="sm" variant="secondary" disabled={!file}>
        Submit for Verification
      </Button>
    </section>
  );
}
