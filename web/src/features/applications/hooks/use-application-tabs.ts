import { useMemo, useState } from 'react';
import { applicationTabs, NO_FILTERS, type ApplicationFilters, type ApplicationView } from '#machines';

export type ApplicationTab = 'active' | 'closed';

/** The filters and the Active / Closed tabs over the applications, sorted and filtered as of the screen's opening. */
export function useApplicationTabs(views: readonly ApplicationView[] | null) {
  const [now] = useState(() => Date.now());
  const [filters, setFilters] = useState<ApplicationFilters>(NO_FILTERS);
  const [tab, setTab] = useState<ApplicationTab>('active');
  const tabs = useMemo(() => applicationTabs(views ?? [], filters, now), [views, filters, now]);
  return {
    filters,
    setFilters,
    tab,
    setTab,
    tabs,
    shown: tab === 'active' ? tabs.active : tabs.closed,
    /** Shows one application: its tab, with no filter hiding it. */
    reveal: (application: ApplicationView) => {
      setFilters(NO_FILTERS);
      setTab(application.isClosed ? 'closed' : 'active');
    },
  };
}
