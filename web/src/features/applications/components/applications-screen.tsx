import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FileText, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  applicationCounters,
  applicationTabs,
  DEFAULT_DATE_OPTIONS,
  DEFAULT_STATUS_OPTIONS,
  NO_FILTERS,
  toApplicationView,
  type ApplicationFilters,
  type ApplicationView,
} from '#machines';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { paths } from '#web/shared/paths.ts';
import { page } from '#web/shared/reload-page.ts';
import { useSession } from '#web/shared/session.ts';
import { Button, EmptyState, SkeletonCard, Tabs } from '#web/ui/index.ts';
import { candidateApplicationsQueryOptions } from '../api/fetch-candidate-applications.ts';
import { useApplicationHighlight } from '../hooks/use-application-highlight.ts';
import { useApplicationFormat } from '../hooks/use-application-texts.ts';
import { applicationsNs } from '../i18n.ts';
import { ApplicationCard } from './application-card.tsx';
import { ApplicationDetailsDialog } from './application-details-dialog.tsx';
import { ApplicationTimelineDialog } from './application-timeline-dialog.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { SummaryTiles } from './summary-tiles.tsx';
import './applications-screen.css';

type Tab = 'active' | 'closed';
const PLACEHOLDER_CARDS = 6;
const TAB_PREFIX = 'applications';

function readPendingHighlight(): string | null {
  return window.sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingHighlight);
}

/** My Applications for the signed-in candidate: tiles, filters, the two tabs of cards, recent activity. */
export function ApplicationsScreen() {
  const { t } = useTranslation(applicationsNs);
  const format = useApplicationFormat();
  const { user } = useSession();
  const mobileNumber = user?.mobileNumber ?? '';
  const candidateId = user?.candidateId ?? null;
  const list = useQuery({ ...candidateApplicationsQueryOptions(mobileNumber), enabled: mobileNumber !== '' });
  const [searchParams, setSearchParams] = useSearchParams();
  const [pending] = useState(readPendingHighlight);
  const target = searchParams.get('highlight') ?? pending;

  const [now] = useState(() => Date.now());
  const [filters, setFilters] = useState<ApplicationFilters>(NO_FILTERS);
  const [tab, setTab] = useState<Tab>('active');
  const [details, setDetails] = useState<ApplicationView | null>(null);
  const [timeline, setTimeline] = useState<ApplicationView | null>(null);

  const views = useMemo(
    () => (list.data ? list.data.applications.map((a, i) => toApplicationView(a, i)) : null),
    [list.data],
  );
  const counters = useMemo(() => applicationCounters((views ?? []).map((a) => a.status.key)), [views]);
  const tabs = useMemo(() => applicationTabs(views ?? [], filters, now), [views, filters, now]);

  const glowing = useApplicationHighlight(target, views, {
    onMatch: (application) => {
      setFilters(NO_FILTERS);
      setTab(application.isClosed ? 'closed' : 'active');
    },
    onSettled: () => {
      window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.pendingHighlight);
      if (searchParams.has('highlight')) setSearchParams({}, { replace: true });
    },
  });

  useEffect(() => {
    if (glowing === null) return;
    const card = document.querySelector(`[data-application-key="${CSS.escape(glowing)}"]`);
    card?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [glowing]);

  const shown = tab === 'active' ? tabs.active : tabs.closed;
  const tabItems = [
    { id: 'active' as const, label: t('tabs.active', { total: format.number(tabs.active.length) }) },
    { id: 'closed' as const, label: t('tabs.closed', { total: format.number(tabs.closed.length) }) },
  ];

  let body: React.ReactNode;
  if (list.isError) {
    body = (
      <EmptyState
        tone="error"
        icon={TriangleAlert}
        title={t('error.title')}
        message={t('error.message')}
        action={<Button onClick={() => page.reload()}>{t('error.retry')}</Button>}
      />
    );
  } else if (!views) {
    body = (
      <div className="applications-list" aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
          <SkeletonCard key={i} lines={3} />
        ))}
      </div>
    );
  } else if (views.length === 0) {
    body = (
      <EmptyState
        icon={FileText}
        title={t('empty.title')}
        action={
          <Link className="btn btn--primary btn--md" to={paths.home.getHref()}>
            {t('empty.browse')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <Tabs items={tabItems} selected={tab} onSelect={setTab} label={t('tabs.label')} idPrefix={TAB_PREFIX} />
        <div
          role="tabpanel"
          id={`${TAB_PREFIX}-panel-${tab}`}
          aria-labelledby={`${TAB_PREFIX}-tab-${tab}`}
          className="applications-list"
        >
          {shown.length === 0 ? (
            <p className="applications-list__none">{t('tabs.none')}</p>
          ) : (
            shown.map((a) => (
              <ApplicationCard
                key={a.key}
                application={a}
                glowing={a.key === glowing}
                onViewDetails={setDetails}
                onViewTimeline={setTimeline}
              />
            ))
          )}
        </div>
      </>
    );
  }

  return (
    <div className="applications-screen">
      {/* While the list loads, the tiles keep their place (invisible), so the columns below do not jump down. */}
      {!views && !list.isError ? (
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
            statusOptions={list.data?.statusOptions ?? DEFAULT_STATUS_OPTIONS}
            dateOptions={list.data?.dateOptions ?? DEFAULT_DATE_OPTIONS}
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
