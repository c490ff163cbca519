import { useId, useRef } from 'react';
import { RESUME_FILE } from '#contract/rules.ts';
import { RESUME_ACCEPT } from '#machines';
import { Button } from '../../../ui/index.ts';

export interface ResumeSectionProps {
  /** The resume on the profile, or null when there is none. */
  fileName: string | null;
  uploading: boolean;
  /** 0 to 1 */
  progress: number;
  downloading: boolean;
  viewing: boolean;
  busy: boolean;
  notice: string | null;
  onView: () => void;
  onDownload: () => void;
  onFile: (file: File) => void;
}

/** The contract's resume limit in whole megabytes (5). */
const RESUME_MAX_MB = RESUME_FILE.maxBytes / (1024 * 1024);

export function ResumeSection({ fileName, uploading, progress, downloading, viewing, busy, notice, onView, onDownload, onFile }: ResumeSectionProps) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const percent = Math.round(progress * 100);
  return (
    <section className="apply__resume" aria-labelledby={headingId}>
      <h3 id={headingId} className="apply__resume-title">
        Resume
      </h3>
      {fileName ? (
        <div className="apply__current">
          <span className="apply__file-icon" aria-hidden="true">📄</span>
          <span className="apply__file-name">
            <span className="apply__file-label">Current resume</span>
            {fileName}
          </span>
          <span className="apply__file-actions">
            <Button size="sm" variant="ghost" onClick={onView} busy={viewing} disabled={busy}>
              View
            </Button>
            <Button size="sm" variant="ghost" onClick={onDownload} busy={downloading} disabled={busy}>
              Download
            </Button>
          </span>
        </div>
      ) : (
        <p className="apply__no-resume">No resume on file yet. Upload one to stand out.</p>
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
        <span className="apply__upload-icon" aria-hidden="true">⬆</span>
        <span className="apply__upload-text">
          <span className="apply__upload-title">{fileName ? 'Upload New Resume' : 'Upload Resume'}</span>
          <span className="apply__upload-hint">{`PDF, DOC or DOCX, less than ${RESUME_MAX_MB}MB`}</span>
        </span>
      </label>
      {uploading ? (
        <div className="apply__progress">
          <div
            className="apply__progress-track"
            role="progressbar"
            aria-label="Resume upload"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="apply__progress-bar" style={{ width: `${percent}%` }} />
          </div>
          <span className="apply__progress-text">Uploading… {percent}%</span>
        </div>
      ) : null}
      {notice ? (
        <p className="apply__notice" role="status">
          {notice}
        </p>
      ) : null}
    </section>
  );
}
