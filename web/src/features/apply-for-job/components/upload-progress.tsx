import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/i18n/index.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { ApplyActor } from '../hooks/apply-actor.ts';
import { applyForJobNs } from '../i18n.ts';

/** The resume upload's bar and percentage, while the machine uploads and reloads the profile. */
export function UploadProgress() {
  const { t } = useTranslation(applyForJobNs);
  const format = useFormat();
  const uploading = ApplyActor.useSelector((s) => s.matches('uploading') || s.matches('refreshingProfile'));
  const progress = ApplyActor.useSelector((s) => s.context.uploadProgress);
  if (!uploading) return null;
  return (
    <ProgressBar
      fraction={progress}
      label={t('resume.progress')}
      caption={(percent) => t('resume.uploading', { percent: format.number(percent) })}
    />
  );
}
