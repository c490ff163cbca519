import { useTranslation } from 'react-i18next';
import { FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { upstream } from '#machines';
import { CallError } from '#web/api/index.ts';
import { useMessageText } from '#web/i18n/index.ts';
import { Button } from '#web/ui/index.ts';
import { useVerifyAadhaarCard } from '../api/verify-aadhaar-card.ts';
import { earningsNs } from '../i18n.ts';
import { GUIDELINE_KEYS, KYC_DOCUMENT_ACCEPT, acceptableKycDocument } from '../model/kyc-document.ts';

/**
 * The Aadhaar card: chosen as an image or a PDF of 5 MB at most, then sent for verification (verifyAadhaarCard); the
 * upstream's answer shows under it, and a verified card refreshes the KYC state the claim reads.
 */
export function AadhaarCardUpload({ mobileNumber }: { mobileNumber: string }) {
  const { t: text } = useTranslation(earningsNs);
  const messageText = useMessageText();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState(false);
  const verify = useVerifyAadhaarCard(mobileNumber);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const ok = chosen !== null && acceptableKycDocument(chosen);
    setRefused(chosen !== null && !ok);
    setFile(ok ? chosen : null);
    verify.reset();
    if (!ok) event.target.value = '';
  };
  const answer = verify.data;
  const error = verify.error;
  const failure = error ? messageText(error instanceof CallError ? error.shown : upstream(error.message)) : null;
  return (
    <section className="earnings-upload__doc" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{text('upload.aadhaarCard')}</h3>
      <label htmlFor={inputId} className="earnings-upload__drop">
        <FileUp size={20} aria-hidden="true" />
        <span>{file ? file.name : text('upload.chooseAadhaar')}</span>
      </label>
      <input
        id={inputId}
        className="earnings-upload__input"
        type="file"
        accept={KYC_DOCUMENT_ACCEPT}
        aria-describedby={hintId}
        disabled={verify.isPending}
        onChange={choose}
      />
      <p
        id={hintId}
        className={refused ? 'earnings-upload__hint earnings-upload__hint--error' : 'earnings-upload__hint'}
        role={refused ? 'alert' : undefined}
      >
        {GUIDELINE_KEYS.map((key) => text(key)).join(' · ')}
      </p>
      {answer?.verified ? (
        <p className="earnings-upload__result earnings-upload__result--done" role="status">
          {messageText(answer.text)}
        </p>
      ) : null}
      {answer && !answer.verified ? (
        <p className="earnings-upload__result earnings-upload__result--error" role="alert">
          {messageText(answer.text)}
        </p>
      ) : null}
      {failure ? (
        <p className="earnings-upload__result earnings-upload__result--error" role="alert">
          {failure}
        </p>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        disabled={!file || answer?.verified === true}
        busy={verify.isPending}
        onClick={() => file && verify.mutate(file)}
      >
        {text('upload.submit')}
      </Button>
    </section>
  );
}
