import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/i18n/index.ts';
import { ApplyActor } from '../hooks/apply-actor.ts';
import { applyNs } from '../i18n.ts';

/** The resume upload's bar and percentage, while the machine uploads and reloads the profile. */
export function UploadProgress() {
  const { t } = useTranslation(applyNs);
  const format = useFormat();
  const uploading = ApplyActor.useSelector((s) => s.matches('uploading') || s.matches('refreshingProfile'));
  const progress = ApplyActor.useSelector((s) => s.context.uploadProgress);
  if (!uploading) return null;
  const percent = Math.round(progress * 100);
  return (
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
  );
}
