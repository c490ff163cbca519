import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';
import { failureProblem, useOnline, whenBackOnline } from '#web/shared/use-online.ts';
import type { OfflineStateProps } from '#web/ui/offline-state.tsx';
import { JobListActor } from '../hooks/job-list-actor.ts';
import { jobsNs } from '../i18n.ts';
import { JobsError } from './job-list-cards.tsx';

/**
 * The offline state is its own chunk (preloaded once the page is idle), so the home screen's first load stays small;
 * if the page went offline before that, the error card stands in for it.
 */
const OfflineState = preloadableLazy<ComponentType<OfflineStateProps>>(() =>
  import('#web/ui/offline-state.tsx').then(
    (module) => ({ default: module.OfflineState }),
    () => ({ default: OfflineStandIn }),
  ),
);

function OfflineStandIn({ onRetry }: OfflineStateProps) {
  const error = JobListActor.useSelector((s) => s.context.error);
  return error ? <JobsError message={error} onRetry={onRetry} /> : null;
}

/**
 * A first load that failed: offline, or with no answer, the offline state with Retry (and, once the browser is back
 * online, the search runs again by itself); any other failure, the error card.
 */
export function JobsLoadFailure({ message }: { message: Message }) {
  const actor = JobListActor.useActorRef();
  const failure = JobListActor.useSelector((s) => s.context.failure);
  const problem = failureProblem(failure, useOnline());
  const { t } = useTranslation(jobsNs);
  const messageText = useMessageText();
  const retry = () => actor.send({ type: 'jobs.retry' });

  useEffect(() => {
    if (!problem) return undefined;
    return whenBackOnline(() => actor.send({ type: 'jobs.retry' }));
  }, [problem, actor]);

  if (!problem) return <JobsError message={message} />;
  return (
    <Suspense fallback={<JobsError message={message} onRetry={retry} />}>
      <OfflineState problem={problem} onRetry={retry} title={t('list.errorTitle')} message={messageText(message)} />
    </Suspense>
  );
}
