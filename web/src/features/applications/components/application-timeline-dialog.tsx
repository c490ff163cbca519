import { useConnectionProblem } from '#web/shared/connection-problem.ts';
import { OfflineState } from '#web/ui/offline-state.tsx';
import { useLocalMessageText } from '#web/i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { buildTimeline, synthesiseTimeline, type ApplicationView } from '#machines';
import { Skeleton } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { applicationTimelineQueryOptions } from '../api/fetch-application-timeline.ts';
import { useApplicationFormat } from '../hooks/use-application-texts.ts';
import { applicationsNs } from '../i18n.ts';

function TimelineBody({ application: a }: { application: ApplicationView }) {
  const { t } = useTranslation(applicationsNs);
  const text = useLocalMessageText();
  const format = useApplicationFormat();
  const timeline = useQuery({ ...applicationTimelineQueryOptions(a.timelineId ?? ''), enabled: a.timelineId !== null });
  const status = a.status.key;
  const problem = useConnectionProblem(timeline);
  if (a.timelineId !== null && timeline.isPending && !problem) {
    return (
      <div className="application-timeline__loading" aria-busy="true">
        <Skeleton height="1.25rem" />
        <Skeleton height="1.25rem" width="80%" />
        <Skeleton height="1.25rem" width="60%" />
      </div>
    );
  }
  const failed = timeline.isError;
  const steps =
    timeline.data && !failed
      ? buildTimeline(timeline.data, status, a.appliedAt)
      : synthesiseTimeline(status, a.appliedAt);
  return (
    <>
      {problem ? (
        <OfflineState
          problem={problem}
          onRetry={() => void timeline.refetch()}
          retrying={timeline.isFetching}
          title={t('timeline.failed')}
        />
      ) : failed ? (
        <p className="applications-notice" role="status">
          {t('timeline.failed')}
        </p>
      ) : null}
      <ol className="application-timeline">
        {steps.map((step, i) => (
          <li
            key={`${step.stage}-${i}`}
            className={`application-timeline__step${step.completed ? ' application-timeline__step--done' : ''}`}
          >
            <span className="application-timeline__dot" aria-hidden="true" />
            <div>
              <p className="application-timeline__title">{text(step.title)}</p>
              {step.at !== null ? <p className="application-timeline__date">{format.date(step.at)}</p> : null}
              {step.description ? <p className="application-timeline__description">{text(step.description)}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The timeline modal: the server's events, or one made from the status. */
export function ApplicationTimelineDialog({
  application: a,
  onClose,
}: {
  application: ApplicationView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(applicationsNs);
  const format = useApplicationFormat();
  return (
    <Dialog
      open={a !== null}
      title={t('timeline.title')}
      description={a ? `${format.title(a.jobName)} · ${format.company(a.companyName)}` : undefined}
      onClose={onClose}
    >
      {a ? <TimelineBody application={a} /> : null}
    </Dialog>
  );
}
