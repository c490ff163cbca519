import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { RESUME_FILE } from '#contract/rules.ts';
import { RESUME_ACCEPT } from '#machines';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { useResumeChoice } from '../hooks/use-resume-choice.ts';
import { profileNs } from '../i18n.ts';
import { CurrentResume } from './current-resume.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { PendingResume } from './pending-resume.tsx';

const RESUME_MAX_MB = RESUME_FILE.maxBytes / (1024 * 1024);

export interface ResumeCardProps {
  /** The signed-in number, whose record an upload refreshes. */
  mobile: string;
  candidateId: string;
  /** The resume's name on the record ('Resume.pdf' by default); null without a profile. */
  fileName: string | null;
  hasResume: boolean;
}

/** Resume: the current file with Download, a pending preview, the upload area and its progress. */
export function ResumeCard({ mobile, candidateId, fileName, hasResume }: ResumeCardProps) {
  const { t } = useTranslation(profileNs);
  const messageText = useMessageText();
  const format = useFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const choice = useResumeChoice({ mobile, candidateId, inputRef });
  const chooseLabel = t(hasResume ? 'resume.chooseNew' : 'resume.choose');
  return (
    <>
      <div className="profile-card__head">
        <h2 className="profile-card__title">{t('section.resume')}</h2>
      </div>
      {fileName ? <CurrentResume candidateId={candidateId} fileName={fileName} hasResume={hasResume} /> : null}
      {choice.pending ? (
        <PendingResume
          file={choice.pending}
          uploading={choice.uploading}
          onCancel={choice.cancel}
          onUpload={choice.start}
        />
      ) : null}
      <FileDropZone
        icon={Upload}
        title={t(hasResume ? 'resume.uploadNew' : 'resume.uploadYours')}
        hint={t('resume.dropHint', { size: format.number(RESUME_MAX_MB) })}
        chooseLabel={chooseLabel}
        inputLabel={chooseLabel}
        accept={RESUME_ACCEPT}
        disabled={choice.uploading}
        onFile={choice.choose}
        inputRef={inputRef}
      />
      {choice.uploading ? (
        <ProgressBar
          fraction={choice.progress}
          label={t('resume.progressLabel')}
          caption={(percent) => t('resume.progress', { percent: format.number(percent) })}
        />
      ) : null}
      {choice.problem ? (
        <p className="profile-alert profile-alert--error" role="alert">
          {messageText(choice.problem)}
        </p>
      ) : null}
    </>
  );
}
