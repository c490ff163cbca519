import { useTranslation } from 'react-i18next';
import type { ApplicationView } from '#machines';
import { Button } from '#web/ui/index.ts';
import { useApplicationFormat } from '../hooks/use-application-texts.ts';
import { applicationsNs } from '../i18n.ts';
import { StatusBadge } from './status-badge.tsx';

export interface ApplicationCardProps {
  application: ApplicationView;
  glowing: boolean;
  /** Its details or timeline were opened lately (kept in the browser). */
  recentlyViewed: boolean;
  onViewDetails: (application: ApplicationView) => void;
  onViewTimeline: (application: ApplicationView) => void;
}

/** One application: job, company, place, salary, dates, status, and the two modals' buttons. */
export function ApplicationCard({
  application: a,
  glowing,
  recentlyViewed,
  onViewDetails,
  onViewTimeline,
}: ApplicationCardProps) {
  const { t } = useTranslation(applicationsNs);
  const format = useApplicationFormat();
  const titleId = `application-${a.key}-title`;
  return (
    <article
      className={`application-card${glowing ? ' application-card--glow' : ''}`}
      aria-labelledby={titleId}
      data-application-key={a.key}
    >
      <header className="application-card__header">
        <div className="application-card__heading">
          <h2 id={titleId} className="application-card__title">
            {format.title(a.jobName)}
          </h2>
          <p className="application-card__company">{format.company(a.companyName)}</p>
          {recentlyViewed ? <p className="application-card__viewed">{t('card.recentlyViewed')}</p> : null}
        </div>
        <StatusBadge status={a.status} />
      </header>
      <dl className="application-card__facts">
        {a.city || a.pincode ? (
          <div className="application-card__fact">
            <dt>{t('card.location')}</dt>
            <dd>{format.place(a)}</dd>
          </div>
        ) : null}
        <div className="application-card__fact application-card__fact--salary">
          <dt>{t('card.salary')}</dt>
          <dd>{format.salary(a)}</dd>
        </div>
        <div className="application-card__fact">
          <dt>{t('card.applied')}</dt>
          <dd>{format.date(a.appliedAt) || '—'}</dd>
        </div>
        <div className="application-card__fact">
          <dt>{t('card.lastUpdated')}</dt>
          <dd>{format.date(a.lastUpdatedAt ?? a.appliedAt) || '—'}</dd>
        </div>
      </dl>
      <div className="application-card__actions">
        <Button variant="secondary" size="sm" onClick={() => onViewDetails(a)} aria-describedby={titleId}>
          {t('card.viewDetails')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onViewTimeline(a)} aria-describedby={titleId}>
          {t('card.viewTimeline')}
        </Button>
      </div>
    </article>
  );
}
