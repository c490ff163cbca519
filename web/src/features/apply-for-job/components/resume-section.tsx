import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { RESUME_FILE } from '#contract/rules.ts';
import { DEFAULT_RESUME_NAME, RESUME_ACCEPT } from '#machines';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { ApplyActor } from '../hooks/apply-actor.ts';
import type { ResumeViewer } from '../hooks/use-view-resume.ts';
import { applyForJobNs } from '../i18n.ts';
import { CurrentResume } from './current-resume.tsx';
import { UploadProgress } from './upload-progress.tsx';

export interface ResumeSectionProps {
  /** The dialog is busy (a call, or the resume opening): nothing can be started. */
  busy: boolean;
  /** Opens the current resume for viewing. */
  viewer: ResumeViewer;
  /** Keeps the chosen File for the machine's upload. */
  keepFile: (file: File) => void;
}

/** The contract's resume limit in whole megabytes (5). */
const RESUME_MAX_MB = RESUME_FILE.maxBytes / (1024 * 1024);

/** The resume: the one on the profile, the upload area, its progress and the machine's notice. */
export function ResumeSection({ busy, viewer, keepFile }: ResumeSectionProps) {
  const { t } = useTranslation(applyForJobNs);
  const messageText = useMessageText();
  const format = useFormat();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const actor = ApplyActor.useActorRef();
  const notice = ApplyActor.useSelector((s) => s.context.notice);
  const resumeFileName = ApplyActor.useSelector((s) => s.context.profile?.resumeFileName);
  // A resume counts as on file when the upstream stored a path for it.
  const resumeOnFile = ApplyActor.useSelector((s) => Boolean(s.context.profile?.filePath));
  const fileName = resumeOnFile ? resumeFileName || DEFAULT_RESUME_NAME : null;
  const choose = (file: File) => {
    viewer.clearError();
    keepFile(file);
    actor.send({ type: 'resume.select', file: { name: file.name, size: file.size, type: file.type } });
  };
  return (
    <section className="apply__resume" aria-labelledby={headingId}>
      <h3 id={headingId} className="apply__resume-title">
        {t('resume.title')}
      </h3>
      {fileName ? (
        <CurrentResume fileName={fileName} busy={busy} viewer={viewer} />
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
            if (file) choose(file);
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
      <UploadProgress />
      {notice ? (
        <p className="apply__notice" role="status">
          {messageText(notice)}
        </p>
      ) : null}
    </section>
  );
}
