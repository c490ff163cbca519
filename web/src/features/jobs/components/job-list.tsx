import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import {
  jobListPlace,
  jobListView,
  MAX_DISTANCE_REACHED,
  nextRadius,
  NO_MORE_JOBS,
  type MobileEntryOutput,
} from '#machines';
import type { AppliedJobs } from '#web/entities/applications/index.ts';
import { useCandidateSkills } from '#web/entities/candidate/index.ts';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { whenBackOnline } from '#web/shared/use-online.ts';
import { Button, EmptyState, SkeletonCard } from '#web/ui/index.ts';
import { JobListActor, listPhase } from '../hooks/job-list-actor.ts';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { useSignedInAction } from '../hooks/use-signed-in-action.ts';
import { jobsNs } from '../i18n.ts';
import { isMobileRequired } from '../model/mobile-required.ts';
import { normalizeJob, type JobView } from '../model/normalize-job.ts';
import { skillSet } from '../model/skill-match.ts';
import { JobCard } from './job-card.tsx';
import { EndOfList, ExpandPrompt, NoJobs } from './job-list-cards.tsx';
import { JobsLoadFailure } from './jobs-load-failure.tsx';
import { ListOptions } from './list-options.tsx';
import { CACHED_AT, CACHED_JOBS_NS } from '../model/cached-jobs.ts';
import './job-list.css';

/** Loaded only for a signed-in candidate whose number is unknown. */
const MobileEntryCard = lazy(() => import('./mobile-entry-card.tsx').then((m) => ({ default: m.MobileEntryCard })));

const FIRST_LOAD_SKELETONS = 6;
const MORE_SKELETONS = 3;

export interface JobListProps {
  authenticated: boolean;
  mobileNumber: string;
  onOpenJob: (job: JobView) => void;
  onReferJob: (job: JobView) => void;
  /** The jobs the candidate applied for (their cards say 'Applied on …'); undefined until known. */
  applied?: AppliedJobs | undefined;
  /** The candidate entered the number the list needs ('Enter Mobile Number'); without it the error card shows. */
  onMobileNumber?: (entry: MobileEntryOutput) => void;
  /**
   * The status region under the heading (why the jobs are not where the candidate is, or why the browser asks for
   * the location): there from the first render, so that what is said in it is announced. What it says about the
   * jobs comes with them (`useFirstJobsToCome`), so nothing already on screen moves.
   */
  notice?: ReactNode;
  /**
   * The first load waits on the candidate (the browser's location prompt, which the notice explains): the notice
   * stands where the loading cards were (they keep their room), and the list is not busy.
   */
  waitingOnCandidate?: boolean;
}

/** The loading cards; `concealed` keeps their room (so nothing moves) while the list waits rather than loads. */
function Skeletons({ count, concealed = false }: { count: number; concealed?: boolean }) {
  const { t } = useTranslation(jobsNs);
  return (
    <div
      className={`job-list__skeletons${concealed ? ' job-list__skeletons--concealed' : ''}`}
      role="status"
      aria-label={t('list.loading')}
    >
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} lines={3} />
      ))}
    </div>
  );
}

/**
 * The heading and the status region under it, one cell of the list's grid (the region, empty, adds no gap). While the
 * list waits on the candidate, what the region says stands over the loading cards' room: nothing moves as it comes
 * and goes.
 */
function ListHead({ heading, notice, waiting }: { heading: string; notice: ReactNode; waiting: boolean }) {
  return (
    <div className={`job-list__head${waiting ? ' job-list__head--waiting' : ''}`}>
      <h2 id="job-list-heading" className="job-list__heading">
        {heading}
      </h2>
      {notice}
    </div>
  );
}

/** The end of a settled list: the offer to search wider, or that there are no more jobs (or none farther). */
function ListEnd({
  view,
  radius,
  hasJobs,
}: {
  view: ReturnType<typeof jobListView>;
  radius: number;
  hasJobs: boolean;
}) {
  const actor = JobListActor.useActorRef();
  return (
    <>
      {view.showExpandPrompt ? (
        <ExpandPrompt
          radius={radius}
          nextRadius={nextRadius(radius)}
          onExpand={() => actor.send({ type: 'radius.expand' })}
          onDecline={() => actor.send({ type: 'radius.decline' })}
        />
      ) : null}
      {view.noMoreJobs && (hasJobs || view.maxDistanceReached) ? (
        <EndOfList maxDistance={view.maxDistanceReached ? MAX_DISTANCE_REACHED : null} noMore={NO_MORE_JOBS} />
      ) : null}
    </>
  );
}

/** The jobs near the chosen place, in batches of 10, with radius expansion at the end. */
export function JobList(props: JobListProps) {
  const { authenticated, mobileNumber, onOpenJob, onReferJob, applied, onMobileNumber, notice, waitingOnCandidate } =
    props;
  const actor = JobListActor.useActorRef();
  const phase = JobListActor.useSelector(listPhase);
  const place = JobListActor.useSelector((s) => jobListPlace(s.context));
  const searchActive = JobListActor.useSelector((s) => s.context.searchActive);
  const error = JobListActor.useSelector((s) => s.context.error);
  const jobs = JobListActor.useSelector((s) => s.context.jobs);
  const visibleCount = JobListActor.useSelector((s) => s.context.visibleCount);
  const radius = JobListActor.useSelector((s) => s.context.radius);
  const declined = JobListActor.useSelector((s) => s.context.declined);
  const options = JobListActor.useSelector((s) => s.context.options);
  const field = useJobFieldText();
  const { t } = useTranslation(jobsNs);
  const messageText = useMessageText();
  const format = useFormat();
  // Jobs of the last search the cache holds, shown without the network: 'Offline — jobs as of {time}', in the language's locale.
  const cachedAt = jobs[0]?.[CACHED_AT];
  const guard = useSignedInAction();
  const skills = useCandidateSkills(authenticated ? mobileNumber : null).data;
  const candidateSkills = useMemo(() => skillSet(skills ?? []), [skills]);

  const view = useMemo(
    () => jobListView({ jobs, visibleCount, radius, declined, options }),
    [jobs, visibleCount, radius, declined, options],
  );
  // Jobs shown from the cache are searched for again as soon as the network is back: the 'as of' line goes with them.
  useEffect(
    () => (typeof cachedAt === 'number' ? whenBackOnline(() => actor.send({ type: 'jobs.refresh' })) : undefined),
    [cachedAt, actor],
  );
  const visible = useMemo(() => view.visibleJobs.map(normalizeJob), [view.visibleJobs]);
  const firstLoad = phase === 'firstLoad';
  const waiting = firstLoad && waitingOnCandidate === true;
  const loadingMore = phase === 'loadingMore';
  const settled = phase === 'loaded' || phase === 'empty';

  const heading =
    place && !place.isDefault && place.city
      ? t('list.headingNear', { city: field.city(place.city) })
      : t('list.headingNearYou');

  return (
    <section className="job-list" aria-labelledby="job-list-heading" aria-busy={(firstLoad && !waiting) || loadingMore}>
      <ListHead heading={heading} notice={notice} waiting={waiting} />
      {typeof cachedAt === 'number' ? (
        <p className="job-list__kept" role="status">
          {t('asOf', { ns: CACHED_JOBS_NS, time: format.dateTime(cachedAt) })}
        </p>
      ) : null}
      {!firstLoad && jobs.length > 0 ? <ListOptions loadedCount={view.loadedCount} keptCount={view.keptCount} /> : null}
      {firstLoad ? <Skeletons count={FIRST_LOAD_SKELETONS} concealed={waiting} /> : null}
      {phase === 'error' && isMobileRequired(error) && onMobileNumber ? (
        <Suspense fallback={null}>
          <MobileEntryCard onContinue={onMobileNumber} />
        </Suspense>
      ) : phase === 'error' && error ? (
        <JobsLoadFailure message={error} />
      ) : null}
      {phase === 'empty' ? <NoJobs filtered={searchActive} /> : null}
      {settled && jobs.length > 0 && view.keptCount === 0 ? (
        <EmptyState
          title={t('list.noJobs')}
          message={t('list.noneMatch', { count: view.loadedCount, loaded: format.number(view.loadedCount) })}
          action={
            <Button
              variant="secondary"
              onClick={() =>
                actor.send({ type: 'list.arrange', options: { jobType: null, workMode: null, minSalary: null } })
              }
            >
              {t('options.clear')}
            </Button>
          }
        />
      ) : null}
      {!firstLoad && visible.length > 0 ? (
        <ul className="job-list__items" aria-label={t('list.jobs')}>
          {visible.map((job, index) => (
            <li key={job.id ?? `job-${index}`}>
              <JobCard
                job={job}
                candidateSkills={candidateSkills}
                showMatch={authenticated}
                onOpen={onOpenJob}
                onRefer={guard(onReferJob, (job) => ({ kind: 'job', action: 'refer', job }))}
                appliedAt={job.id === null ? undefined : applied?.get(job.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {loadingMore ? <Skeletons count={MORE_SKELETONS} /> : null}
      {error && settled ? (
        <p className="job-list__notice" role="alert">
          {messageText(error)}
        </p>
      ) : null}
      {settled && view.canLoadMore ? (
        <div className="job-list__more">
          <Button variant="secondary" size="lg" onClick={() => actor.send({ type: 'list.loadMore' })}>
            {t('list.loadMore')}
          </Button>
        </div>
      ) : null}
      {settled ? <ListEnd view={view} radius={radius} hasJobs={visible.length > 0} /> : null}
    </section>
  );
}
