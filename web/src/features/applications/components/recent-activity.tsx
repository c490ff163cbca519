import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Skeleton } from '#web/ui/index.ts';
import { lastAppliedJobsQueryOptions } from '../api/last-applied-jobs.ts';
import { useApplicationFormat } from '../hooks/use-application-texts.ts';
import { applicationsNs } from '../i18n.ts';
import { StatusBadge } from './status-badge.tsx';

/** The right panel: the five latest applications with how long ago each was made. */
export function RecentActivity({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation(applicationsNs);
  const format = useApplicationFormat();
  const recent = useQuery(lastAppliedJobsQueryOptions(candidateId));
  const [now] = useState(() => Date.now());
  const items = recent.isError ? [] : (recent.data ?? []);
  // The budget's name is the upstream's label; in another language the job's title in it reads from the dictionary.
  const jobOf = (item: (typeof items)[number]) => {
    const title = format.title(item.title);
    return title !== item.title ? title : item.jobName;
  };
  return (
    <section className="recent-activity" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className="applications-panel__title">
        {t('recent.title')}
      </h2>
      {recent.isError ? (
        <p className="applications-notice" role="status">
          {t('recent.failed')}
        </p>
      ) : null}
      {recent.isPending ? (
        <div className="recent-activity__loading" aria-hidden="true">
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : (
        <ul className="recent-activity__list">
          {items.map((item) => (
            <li key={item.key} className="recent-activity__item">
              <p className="recent-activity__job">{jobOf(item)}</p>
              {item.companyName ? <p className="recent-activity__company">{item.companyName}</p> : null}
              <div className="recent-activity__meta">
                <StatusBadge status={item.status} />
                <span>{format.timeAgo(item.appliedAt, now)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
