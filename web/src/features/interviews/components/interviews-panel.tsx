import { useTranslation } from 'react-i18next';
import { CalendarCheck, CalendarClock } from 'lucide-react';
import { interviewKey, type ClientInterview } from '#machines';
import { EmptyState } from '#web/ui/index.ts';
import { interviewsNs } from '../i18n.ts';
import type { InterviewTab } from '../model/requested-interview.ts';
import { InterviewCard } from './interview-card.tsx';

export interface InterviewsPanelProps {
  /** The Tabs' id prefix, which names the panel and the tab that labels it. */
  idPrefix: string;
  tab: InterviewTab;
  interviews: readonly ClientInterview[];
  onOpen(interview: ClientInterview): void;
}

/** The selected tab's panel: its interviews as cards, or what an empty tab says. */
export function InterviewsPanel({ idPrefix, tab, interviews, onOpen }: InterviewsPanelProps) {
  const { t } = useTranslation(interviewsNs);
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${tab}`}
      aria-labelledby={`${idPrefix}-tab-${tab}`}
      className="interviews-panel"
    >
      {interviews.length === 0 ? (
        <EmptyState
          icon={tab === 'pending' ? CalendarClock : CalendarCheck}
          title={tab === 'pending' ? t('emptyPendingTitle') : t('emptyCompletedTitle')}
          message={tab === 'pending' ? t('emptyPending') : t('emptyCompleted')}
        />
      ) : (
        <div className="interviews-grid">
          {interviews.map((interview) => (
            <InterviewCard
              key={interviewKey(interview)}
              interview={interview}
              interviewId={interviewKey(interview)}
              onOpen={onOpen}
            />
          ))}
        </div>
      )}
    </div>
  );
}
