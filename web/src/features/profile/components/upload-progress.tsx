import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/i18n/index.ts';
import { profileNs } from '../i18n.ts';

/** The resume upload's bar and percentage. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation(profileNs);
  const format = useFormat();
  const percent = Math.round(fraction * 100);
  return (
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
  );
}
