import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Tabs } from '#web/ui/tabs.tsx';
import type { ApplicationTab } from '../hooks/use-application-tabs.ts';
import { useApplicationFormat } from '../hooks/use-application-texts.ts';
import { applicationsNs } from '../i18n.ts';

const TAB_PREFIX = 'applications';

export interface ApplicationTabsProps {
  selected: ApplicationTab;
  onSelect: (tab: ApplicationTab) => void;
  /** How many applications each tab holds. */
  counts: Record<ApplicationTab, number>;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** Active Applications (n) and Closed Applications (n), with the selected tab's panel. */
export function ApplicationTabs({ selected, onSelect, counts, children }: ApplicationTabsProps) {
  const { t } = useTranslation(applicationsNs);
  const { number } = useApplicationFormat();
  const items = [
    { id: 'active' as const, label: t('tabs.active', { total: number(counts.active) }) },
    { id: 'closed' as const, label: t('tabs.closed', { total: number(counts.closed) }) },
  ];
  return (
    <>
      <Tabs items={items} selected={selected} onSelect={onSelect} label={t('tabs.label')} idPrefix={TAB_PREFIX} />
      <div
        role="tabpanel"
        id={`${TAB_PREFIX}-panel-${selected}`}
        aria-labelledby={`${TAB_PREFIX}-tab-${selected}`}
        className="applications-list"
      >
        {children}
      </div>
    </>
  );
}
