import { useState, type ReactNode } from 'react';
import type { ApplicationView } from '#machines';
import { useSession } from '#web/shared/session.ts';
import { useApplicationTabs } from '../hooks/use-application-tabs.ts';
import { useMyApplications } from '../hooks/use-my-applications.ts';
import { useRecentlyViewed } from '../hooks/use-recently-viewed.ts';
import { useRequestedHighlight } from '../hooks/use-requested-highlight.ts';
import { ApplicationDetailsDialog } from './application-details-dialog.tsx';
import { ApplicationList } from './application-list.tsx';
import {
  ApplicationsError,
  ApplicationsLoading,
  ApplicationsOffline,
  NoApplications,
} from './application-list-states.tsx';
import { ApplicationTabs } from './application-tabs.tsx';
import { ApplicationTimelineDialog } from './application-timeline-dialog.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { SummaryTiles } from './summary-tiles.tsx';
import './applications-screen.css';

/** My Applications for the signed-in candidate: tiles, filters, the two tabs of cards, recent activity. */
export function ApplicationsScreen() {
  const { user } = useSession();
  const candidateId = user?.candidateId ?? null;
  const { views, counters, failed, problem, retry, retrying, statusOptions, dateOptions } = useMyApplications(
    user?.mobileNumber ?? '',
  );
  const { filters, setFilters, tab, setTab, tabs, shown, reveal } = useApplicationTabs(views);
  const glowing = useRequestedHighlight(views, reveal);
  const [details, setDetails] = useState<ApplicationView | null>(null);
  const [timeline, setTimeline] = useState<ApplicationView | null>(null);
  const recent = useRecentlyViewed();

  let body: ReactNode;
  if (problem) {
    body = <ApplicationsOffline problem={problem} onRetry={retry} retrying={retrying} />;
  } else if (failed) {
    body = <ApplicationsError />;
  } else if (!views) {
    body = <ApplicationsLoading />;
  } else if (views.length === 0) {
    body = <NoApplications />;
  } else {
    body = (
      <ApplicationTabs
        selected={tab}
        onSelect={setTab}
        counts={{ active: tabs.active.length, closed: tabs.closed.length }}
      >
        <ApplicationList
          applications={shown}
          glowing={glowing}
          recentlyViewed={recent.keys}
          onViewDetails={(a) => {
            recent.markViewed(a.key);
            setDetails(a);
          }}
          onViewTimeline={(a) => {
            recent.markViewed(a.key);
            setTimeline(a);
          }}
        />
      </ApplicationTabs>
    );
  }

  return (
    <div className="applications-screen">
      {/* While the list loads, the tiles keep their place (invisible), so the columns below do not jump down. */}
      {!views && !failed ? (
        <div style={{ visibility: 'hidden' }} aria-hidden="true">
          <SummaryTiles counters={counters} />
        </div>
      ) : views && views.length > 0 ? (
        <SummaryTiles counters={counters} />
      ) : null}
      <div className="applications-screen__columns">
        <div className="applications-screen__filters">
          <FilterPanel
            filters={filters}
            statusOptions={statusOptions}
            dateOptions={dateOptions}
            onChange={setFilters}
          />
        </div>
        <div className="applications-screen__main">{body}</div>
        {candidateId !== null ? (
          <div className="applications-screen__activity">
            <RecentActivity candidateId={candidateId} />
          </div>
        ) : null}
      </div>
      <ApplicationDetailsDialog application={details} onClose={() => setDetails(null)} />
      <ApplicationTimelineDialog application={timeline} onClose={() => setTimeline(null)} />
    </div>
  );
}
