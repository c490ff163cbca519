import { useTranslation } from 'react-i18next';
import { FileText, FileType, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RESUME_FILE } from '#contract/rules.ts';
import { isPdfHeader, PDF_HEADER_BYTES, RESUME_ACCEPT, resumeFileName, validateResumeFile } from '#machines';
import { useFormat, useSentenceText } from '#web/i18n/index.ts';
import { Button, useToast } from '#web/ui/index.ts';
import { profileNs } from '../i18n.ts';
import type { ProfileServices } from '../model/services.ts';
import { serverText } from '../model/server-text.ts';
import { FileDropZone } from './file-drop-zone.tsx';

const RESUME_MAX_MB = RESUME_FILE.maxBytes / (1024 * 1024);

export interface ResumeCardProps {
  candidateId: string;
  /** The resume's name on the record ('Resume.pdf' by default); null without a profile. */
  fileName: string | null;
  hasResume: boolean;
  services: Pick<ProfileServices, 'downloadResume' | 'uploadResume' | 'saveFile'>;
  /** Reloads the profile after an upload. */
  onUploaded: () => Promise<unknown>;
}

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
/** Only a file whose bytes are a PDF's is embedded, as application/pdf, whatever its name or declared type. */
const readsAsPdf = async (file: File) =>
  isPdfHeader(new Uint8Array(await file.slice(0, PDF_HEADER_BYTES).arrayBuffer()));

/** Resume: the current file with Download, a pending preview, the upload area and its progress. */
export function ResumeCard({ candidateId, fileName, hasResume, services, onUploaded }: ResumeCardProps) {
  const { t } = useTranslation(profileNs);
  const messageText = useSentenceText();
  const format = useFormat();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPendingFile] = useState<File | null>(null);
  const [shown, setShown] = useState<{ file: File; url: string } | null>(null);
  const preview = shown?.file === pending ? shown.url : null;
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

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

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = validateResumeFile(file);
    if (refused) {
      setProblem(refused);
      setPending(null);
      if (input.current) input.current.value = '';
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
      if (said) toast.error(messageText(said));
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

  // The server's or the call's own text, inside the screen's sentence.
  const uploadError = (message: string) => t('resume.uploadError', { message: messageText(message) });

  const upload = async () => {
    if (!pending) return;
    if (!candidateId) {
      setProblem(t('resume.noCandidate'));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const result = await services.uploadResume({
        candidateId,
        file: pending,
        fileName: resumeFileName(candidateId, pending.name),
        onProgress: (fraction) => setProgress(fraction),
      });
      if (!result.success) {
        setProblem(uploadError(result.message || result.error || t('resume.uploadFailed')));
        return;
      }
      await onUploaded();
      toast.success(t('resume.uploaded'));
      setPending(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setProblem(
        uploadError(error instanceof Error ? error.message : String((error as { message?: string })?.message ?? error)),
      );
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
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
                if (input.current) input.current.value = '';
              }}
            >
              {t('cancel')}
            </Button>
            <Button size="sm" onClick={() => void upload()} busy={uploading}>
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
      {problem ? (
        <p className="profile-alert profile-alert--error" role="alert">
          {messageText(problem)}
        </p>
      ) : null}
    </>
  );
}
