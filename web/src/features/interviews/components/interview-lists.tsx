import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { interviewCounters, interviewKey, type InterviewLists as Lists } from '#machines';
import { useConnectionProblem } from '#web/shared/connection-problem.ts';
import { OfflineState } from '#web/ui/offline-state.tsx';
import { useFormat } from '#web/i18n/index.ts';
import { Button, EmptyState, Spinner } from '#web/ui/index.ts';
import { Tabs } from '#web/ui/tabs.tsx';
import { interviewListsQueryOptions } from '../api/fetch-client-interviews.ts';
import { useFeedbackOpening } from '../hooks/use-feedback-opening.ts';
import { useNarrowScreen } from '../hooks/use-narrow-screen.ts';
import { useRequestedInterview } from '../hooks/use-requested-interview.ts';
import { interviewsNs } from '../i18n.ts';
import type { InterviewTab } from '../model/requested-interview.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { InterviewCounters } from './interview-counters.tsx';
import { InterviewsPanel } from './interviews-panel.tsx';

const TAB_PREFIX = 'interviews';

export interface InterviewListsProps {
  emailId: string;
  /** The client's number (the stored client record's), empty when they have none. */
  mobileNumber: string;
  /** The interview a link names, whose feedback opens once the lists are in. */
  requestedId: number | null;
  onUpdate(update: (lists: Lists | undefined) => Lists | undefined): void;
}

/** The signed-in client's interviews: the counters, Pending and Completed, and the feedback of the one opened. */
export function InterviewLists({ emailId, mobileNumber, requestedId, onUpdate }: InterviewListsProps) {
  const { t } = useTranslation(interviewsNs);
  const format = useFormat();
  const list = useQuery(interviewListsQueryOptions(emailId, mobileNumber));
  const problem = useConnectionProblem(list);
  const [tab, setTab] = useState<InterviewTab>('pending');
  const narrow = useNarrowScreen();
  const { open, openFeedback, onFeedbackDone } = useFeedbackOpening(onUpdate);
  useRequestedInterview(list.data, requestedId, (interview, onTab) => {
    setTab(onTab);
    openFeedback(interview);
  });

  if (problem && !list.data) {
    return (
      <OfflineState
        problem={problem}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        title={t('loadFailedTitle')}
        message={t('loadFailed')}
      />
    );
  }
  if (list.isPending) {
    return (
      <div className="interviews-page__loading" role="status">
        <Spinner size="lg" />
        <p>{t('loading')}</p>
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        tone="error"
        icon={TriangleAlert}
        title={t('loadFailedTitle')}
        message={t('loadFailed')}
        action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
      />
    );
  }

  const counters = interviewCounters(list.data);
  const tabItems = [
    { id: 'pending' as const, label: t('tab.pending', { number: format.number(counters.pending) }) },
    {
      id: 'completed' as const,
      label: t(narrow ? 'tab.done' : 'tab.completed', { number: format.number(counters.completed) }),
    },
  ];

  return (
    <div className="interviews-screen">
      <InterviewCounters {...counters} />
      <Tabs items={tabItems} selected={tab} onSelect={setTab} label={t('tabs.label')} idPrefix={TAB_PREFIX} />
      <InterviewsPanel
        idPrefix={TAB_PREFIX}
        tab={tab}
        interviews={tab === 'pending' ? list.data.pending : list.data.completed}
        onOpen={openFeedback}
      />
      {open ? (
        <FeedbackDialog
          interview={open.interview}
          interviewId={interviewKey(open.interview)}
          token={open.token}
          onDone={onFeedbackDone}
        />
      ) : null}
    </div>
  );
}
