import type { ApplicationView } from '#machines';
import { Button } from '../../../ui/index.ts';
import { StatusBadge } from './status-badge.tsx';

export interface ApplicationCardProps {
  application: ApplicationView;
  glowing: boolean;
  onViewDetails: (application: ApplicationView) => void;
  onViewTimeline: (application: ApplicationView) => void;
}

/** One application: job, company, place, salary, dates, status, and the two modals' buttons. */
export function ApplicationCard({ application: a, glowing, onViewDetails, onViewTimeline }: ApplicationCardProps) {
  const titleId = `application-${a.key}-title`;
  return (
    <article className={`application-card${glowing ? ' application-card--glow' : ''}`} aria-labelledby={titleId} data-application-key={a.key}>
      <header className="application-card__header">
        <div className="application-card__heading">
          <h3 id={titleId} className="application-card__title">
            {a.jobName}
          </h3>
          <p className="application-card__company">{a.companyName}</p>
        </div>
        <StatusBadge status={a.status} />
      </header>
      <dl className="application-card__facts">
        {a.location ? (
          <div className="application-card__fact">
            <dt>Location</dt>
            <dd>{a.location}</dd>
          </div>
        ) : null}
        <div className="application-card__fact application-card__fact--salary">
          <dt>Salary</dt>
          <dd>{a.salary}</dd>
        </div>
        <div className="application-card__fact">
          <dt>Applied</dt>
          <dd>{a.appliedOn || '—'}</dd>
        </div>
        <div className="application-card__fact">
          <dt>Last updated</dt>
          <dd>{a.lastUpdatedOn || a.appliedOn || '—'}</dd>
        </div>
      </dl>
      <div className="application-card__actions">
        <Button variant="secondary" size="sm" onClick={() => onViewDetails(a)} aria-describedby={titleId}>
          View Details
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onViewTimeline(a)} aria-describedby={titleId}>
          View Timeline
        </Button>
      </div>
    </article>
  );
}
