import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { Button } from '#web/ui/index.ts';
import { ApplyActor } from '../hooks/apply-actor.ts';
import type { ResumeViewer } from '../hooks/use-view-resume.ts';
import { applyForJobNs } from '../i18n.ts';

export interface CurrentResumeProps {
  fileName: string;
  busy: boolean;
  viewer: ResumeViewer;
}

/** The resume on the profile, with View (a new tab) and Download (the apply machine's). */
export function CurrentResume({ fileName, busy, viewer }: CurrentResumeProps) {
  const { t } = useTranslation(applyForJobNs);
  const actor = ApplyActor.useActorRef();
  const downloading = ApplyActor.useSelector((s) => s.matches('downloading'));
  const download = () => {
    viewer.clearError();
    actor.send({ type: 'resume.download' });
  };
  return (
    <div className="apply__current">
      <FileText className="apply__file-icon" size={24} aria-hidden="true" />
      <span className="apply__file-name">
        <span className="apply__file-label">{t('resume.current')}</span>
        {fileName}
      </span>
      <span className="apply__file-actions">
        <Button size="sm" variant="ghost" onClick={() => void viewer.view()} busy={viewer.viewing} disabled={busy}>
          {t('resume.view')}
        </Button>
        <Button size="sm" variant="ghost" onClick={download} busy={downloading} disabled={busy}>
          {t('resume.download')}
        </Button>
      </span>
    </div>
  );
}
