import { useTranslation } from 'react-i18next';
import { FileText, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { RESUME_FILE } from '#contract/rules.ts';
import { RESUME_ACCEPT, type Message } from '#machines';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { Button } from '#web/ui/index.ts';
import { applyNs } from '../i18n.ts';

export interface ResumeSectionProps {
  /** The resume on the profile, or null when there is none. */
  fileName: string | null;
  uploading: boolean;
  /** 0 to 1 */
  progress: number;
  downloading: boolean;
  viewing: boolean;
  busy: boolean;
  notice: Message | null;
  onView: () => void;
  onDownload: () => void;
  onFile: (file: File) => void;
}

/** The contract's resume limit in whole megabytes (5). */
const RESUME_MAX_MB = RESUME_FILE.maxBytes / (1024 * 1024);

export function ResumeSection({
  fileName,
  uploading,
  progress,
  downloading,
  viewing,
  busy,
  notice,
  onView,
  onDownload,
  onFile,
}: ResumeSectionProps) {
  const { t } = useTranslation(applyNs);
  const messageText = useMessageText();
  const format = useFormat();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const percent = Math.round(progress * 100);
  return (
    <section className="apply__resume" aria-labelledby={headingId}>
      <h3 id={headingId} className="apply__resume-title">
        {t('resume.title')}
      </h3>
      {fileName ? (
        <div className="apply__current">
          <FileText className="apply__file-icon" size={24} aria-hidden="true" />
          <span className="apply__file-name">
            <span className="apply__file-label">{t('resume.current')}</span>
            {fileName}
          </span>
          <span className="apply__file-actions">
            <Button size="sm" variant="ghost" onClick={onView} busy={viewing} disabled={busy}>
              {t('resume.view')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDownload} busy={downloading} disabled={busy}>
              {t('resume.download')}
            </Button>
          </span>
        </div>
      ) : (
        <p className="apply__no-resume">{t('resume.none')}</p>
      )}
      <label className={`apply__upload ${busy ? 'apply__upload--disabled' : ''}`}>
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          accept={RESUME_ACCEPT}
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            // The same file can be chosen again after a refusal.
            if (input.current) input.current.value = '';
          }}
        />
        <span className="apply__upload-icon" aria-hidden="true">
          <Upload size={20} />
        </span>
        <span className="apply__upload-text">
          <span className="apply__upload-title">{fileName ? t('resume.uploadNew') : t('resume.upload')}</span>
          <span className="apply__upload-hint">{t('resume.hint', { size: format.number(RESUME_MAX_MB) })}</span>
        </span>
      </label>
      {uploading ? (
        <div className="apply__progress">
          <div
            className="apply__progress-track"
            role="progressbar"
            aria-label={t('resume.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="apply__progress-bar" style={{ width: `${percent}%` }} />
          </div>
          <span className="apply__progress-text">{t('resume.uploading', { percent: format.number(percent) })}</span>
        </div>
      ) : null}
      {notice ? (
        <p className="apply__notice" role="status">
          {messageText(notice)}
        </p>
      ) : null}
    </section>
  );
}
