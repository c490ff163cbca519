import { useTranslation } from 'react-i18next';
import type { ApplicationView } from '#machines';
import { applicationsNs } from '../i18n.ts';
import { ApplicationCard } from './application-card.tsx';

export interface ApplicationListProps {
  applications: readonly ApplicationView[];
  /** The key of the card a notification or link asked for, while it glows. */
  glowing: string | null;
  /** The keys of the applications opened lately (newest first), marked 'Recently viewed'. */
  recentlyViewed: readonly string[];
  onViewDetails: (application: ApplicationView) => void;
  onViewTimeline: (application: ApplicationView) => void;
}

/** One tab's cards, or 'No applications in this tab'. */
export function ApplicationList({
  applications,
  glowing,
  recentlyViewed,
  onViewDetails,
  onViewTimeline,
}: ApplicationListProps) {
  const { t } = useTranslation(applicationsNs);
  if (applications.length === 0) return <p className="applications-list__none">{t('tabs.none')}</p>;
  return applications.map((a) => (
    <ApplicationCard
      key={a.key}
      application={a}
      glowing={a.key === glowing}
      recentlyViewed={recentlyViewed.includes(a.key)}
      onViewDetails={onViewDetails}
      onViewTimeline={onViewTimeline}
    />
  ));
}
