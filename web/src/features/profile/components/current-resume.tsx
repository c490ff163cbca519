import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { Button } from '#web/ui/index.ts';
import { useResumeDownload, type ResumeDownloadOptions } from '../hooks/use-resume-download.ts';
import { profileNs } from '../i18n.ts';

export interface CurrentResumeProps extends ResumeDownloadOptions {
  /** False when the record names a file (its default) but stores none: Download is off. */
  hasResume: boolean;
}

/** The resume on the record, with Download. */
export function CurrentResume({ hasResume, ...file }: CurrentResumeProps) {
  const { t } = useTranslation(profileNs);
  const { download, downloading } = useResumeDownload(file);
  return (
    <div className="resume-current">
      <span className="resume-current__icon" aria-hidden="true">
        <FileText size={24} />
      </span>
      <span className="resume-current__name">
        <span className="resume-current__label">{t(hasResume ? 'resume.current' : 'resume.none')}</span>
        {file.fileName}
      </span>
      <Button size="sm" variant="secondary" onClick={() => void download()} busy={downloading} disabled={!hasResume}>
        {t('resume.download')}
      </Button>
    </div>
  );
}
