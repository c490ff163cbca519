import { useTranslation } from 'react-i18next';
import { FileText, FileType, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RESUME_FILE } from '#contract/rules.ts';
import {
  isPdfHeader,
  message,
  PDF_HEADER_BYTES,
  RESUME_ACCEPT,
  upstream,
  validateResumeFile,
  type Message,
} from '#machines';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { Button, useToast } from '#web/ui/index.ts';
import { useResumeUpload } from '../hooks/use-resume-upload.ts';
import { profileNs } from '../i18n.ts';
import type { ProfileServices } from '../model/services.ts';
import { serverText } from '../model/server-text.ts';
import { shownError } from '../model/shown-error.ts';
import { FileDropZone } from './file-drop-zone.tsx';

const RESUME_MAX_MB = RESUME_FILE.maxBytes / (1024 * 1024);

export interface ResumeCardProps {
  /** The signed-in number, whose record an upload refreshes. */
  mobile: string;
  candidateId: string;
  /** The resume's name on the record ('Resume.pdf' by default); null without a profile. */
  fileName: string | null;
  hasResume: boolean;
  services: Pick<ProfileServices, 'downloadResume' | 'uploadResume' | 'saveFile'>;
}

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
/** Only a file whose bytes are a PDF's is embedded, as application/pdf, whatever its name or declared type. */
const readsAsPdf = async (file: File) =>
  isPdfHeader(new Uint8Array(await file.slice(0, PDF_HEADER_BYTES).arrayBuffer()));

/** Resume: the current file with Download, a pending preview, the upload area and its progress. */
export function ResumeCard({ mobile, candidateId, fileName, hasResume, services }: ResumeCardProps) {
  const { t } = useTranslation(profileNs);
  const messageText = useMessageText();
  const format = useFormat();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPendingFile] = useState<File | null>(null);
  const [shown, setShown] = useState<{ file: File; url: string } | null>(null);
  const preview = shown?.file === pending ? shown.url : null;
  const [problem, setProblem] = useState<Message | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [progress, setProgress] = useState(0);
  const clearInput = () => {
    if (input.current) input.current.value = '';
  };
  const upload = useResumeUpload({
    mobile,
    upload: services.uploadResume,
    onUploaded: () => {
      toast.success(t('resume.uploaded'));
      setPendingFile(null);
      clearInput();
    },
  });

  // A PDF's preview, once its bytes are checked; its object URL lives as long as its selection.
  useEffect(() => {
    if (!pending || !isPdf(pending) || typeof URL.createObjectURL !== 'function') return;
    let live = true;
    let url: string | null = null;
    void readsAsPdf(pending).then((pdf) => {
      if (!pdf || !live) return;
      url = URL.createObjectURL(pending.slice(0, pending.size, 'application/pdf'));
      setShown({ file: pending, url });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [pending]);
  const setPending = (file: File | null) => setPendingFile(file);

  // One problem shows at a time: the chosen file's, or the last upload's.
  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = validateResumeFile(file);
    if (upload.isError) upload.reset();
    if (refused) {
      setProblem(refused);
      setPending(null);
      clearInput();
      return;
    }
    setProblem(null);
    setPending(file);
  };

  const download = async () => {
    if (!candidateId || !fileName) {
      toast.error(t('resume.notAvailable'));
      return;
    }
    setDownloading(true);
    try {
      const result = await services.downloadResume({
        path: `candidates/documents/${candidateId}/`,
        filename: fileName,
      });
      const said = !result.ok && result.reason === 'http' ? serverText(result.body) : '';
      if (said) toast.error(upstream(said));
      else if (!result.ok || result.data === null) toast.error(t('resume.downloadFailed'));
      else {
        await services.saveFile(result.data.blob, result.data.filename);
        toast.success(t('resume.downloadStarted'));
      }
    } catch {
      toast.error(t('resume.downloadError'));
    } finally {
      setDownloading(false);
    }
  };

  // The server's or the call's own reason, inside the screen's sentence.
  const uploadError = (error: Error) => message('profile:resume.uploadError', { message: shownError(error) });

  const startUpload = () => {
    if (!pending) return;
    if (!candidateId) {
      if (upload.isError) upload.reset();
      setProblem(message('profile:resume.noCandidate'));
      return;
    }
    setProblem(null);
    setProgress(0);
    upload.mutate({ candidateId, file: pending, onProgress: setProgress });
  };

  const uploading = upload.isPending;
  const percent = Math.round(progress * 100);
  const shownProblem = problem ?? (upload.error ? uploadError(upload.error) : null);
  return (
    <>
      <div className="profile-card__head">
        <h2 className="profile-card__title">{t('section.resume')}</h2>
      </div>
      {fileName ? (
        <div className="resume-current">
          <span className="resume-current__icon" aria-hidden="true">
            <FileText size={24} />
          </span>
          <span className="resume-current__name">
            <span className="resume-current__label">{t(hasResume ? 'resume.current' : 'resume.none')}</span>
            {fileName}
          </span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void download()}
            busy={downloading}
            disabled={!hasResume}
          >
            {t('resume.download')}
          </Button>
        </div>
      ) : null}
      {pending ? (
        <div className="resume-pending">
          <p className="resume-pending__label">
            <span className="resume-pending__tag">{t('resume.pending')}</span>
            <span className="resume-pending__name">{pending.name}</span>
          </p>
          {isPdf(pending) ? (
            preview ? (
              <embed
                className="resume-pending__pdf"
                src={preview}
                type="application/pdf"
                title={t('resume.previewOf', { name: pending.name })}
              />
            ) : null
          ) : (
            <span className="resume-pending__word" role="img" aria-label={t('resume.wordDocument')}>
              <FileType size={40} aria-hidden="true" />
            </span>
          )}
          <div className="resume-pending__actions">
            <Button
              variant="ghost"
              size="sm"
              disabled={uploading}
              onClick={() => {
                setPending(null);
                clearInput();
              }}
            >
              {t('cancel')}
            </Button>
            <Button size="sm" onClick={startUpload} busy={uploading}>
              {t(uploading ? 'resume.uploading' : 'resume.upload')}
            </Button>
          </div>
        </div>
      ) : null}
      <FileDropZone
        icon={Upload}
        title={t(hasResume ? 'resume.uploadNew' : 'resume.uploadYours')}
        hint={t('resume.dropHint', { size: format.number(RESUME_MAX_MB) })}
        chooseLabel={t(hasResume ? 'resume.chooseNew' : 'resume.choose')}
        inputLabel={t(hasResume ? 'resume.chooseNew' : 'resume.choose')}
        accept={RESUME_ACCEPT}
        disabled={uploading}
        onFile={choose}
        inputRef={input}
      />
      {uploading ? (
        <div className="resume-progress">
          <div
            className="resume-progress__track"
            role="progressbar"
            aria-label={t('resume.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="resume-progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <span className="resume-progress__text">{t('resume.progress', { percent: format.number(percent) })}</span>
        </div>
      ) : null}
      {shownProblem ? (
        <p className="profile-alert profile-alert--error" role="alert">
          {messageText(shownProblem)}
        </p>
      ) : null}
    </>
  );
}
