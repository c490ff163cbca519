import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  expandPromptText, jobListView, MAX_DISTANCE_TEXT, nextRadius, NO_MORE_JOBS_TEXT,
} from '#machines';
import { Button, SkeletonCard } from '../../../ui/index.ts';
import { useCandidateSkills } from '../api/fetch-candidate-skills.ts';
import { useJobTranslation } from '../hooks/use-job-translation.ts';
import { useSignedInAction } from '../hooks/use-signed-in-action.ts';
import { normalizeJob, type JobView } from '../model/normalize-job.ts';
import { skillSet } from '../model/skill-match.ts';
import { JobCard } from './job-card.tsx';
import { EndOfList, ExpandPrompt, JobsError, NoJobs } from './job-list-cards.tsx';
import { useJobList } from './job-list-provider.tsx';
import './job-list.css';

export const FIRST_LOAD_SKELETONS = 6;
export const MORE_SKELETONS = 3;

export interface JobListProps {
  authenticated: boolean;
  mobileNumber: string;
  onOpenJob: (job: JobView) => void;
  onReferJob: (job: JobView) => void;
}

function Skeletons({ count }: { count: number }) {
  return (
    <div className="job-list__skeletons" role="status" aria-label="Loading jobs">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} lines={3} />
      ))}
    </div>
  );
}

/** The jobs near the chosen place, in batches of 10, with radius expansion at the end. */
export function JobList({ authenticated, mobileNumber, onOpenJob, onReferJob }: JobListProps) {
  const { actor, place, searchActive } = useJobList();
  const t = useJobTranslation();
  const guard = useSignedInAction();
  const snapshot = useSelector(actor, (s) => s);
  const skills = useCandidateSkills(authenticated ? mobileNumber : null).data;
  const candidateSkills = useMemo(() => skillSet(skills ?? []), [skills]);

  const { context } = snapshot;
  const view = jobListView(context);
  const visible = useMemo(() => view.visibleJobs.map(normalizeJob), [view.visibleJobs]);
  const firstLoad = snapshot.matches('deciding') || snapshot.matches('choosingLocation') || snapshot.hasTag('loading');
  const loadingMore = snapshot.hasTag('loadingMore');
  const settled = snapshot.matches('loaded') || snapshot.matches('empty');

  const heading = place && !place.isDefault && place.city ? `Showing Jobs near ${t.city(place.city)}` : 'Showing Jobs near your location';

  return (
    <section className="job-list" aria-labelledby="job-list-heading" aria-busy={firstLoad || loadingMore}>
      <h2 id="job-list-heading" className="job-list__heading">
        {heading}
      </h2>
      {firstLoad ? <Skeletons count={FIRST_LOAD_SKELETONS} /> : null}
      {snapshot.matches('error') ? <JobsError message={context.error ?? ''} /> : null}
      {snapshot.matches('empty') ? <NoJobs filtered={searchActive} /> : null}
      {!firstLoad && visible.length > 0 ? (
        <ul className="job-list__items" aria-label="Jobs">
          {visible.map((job, index) => (
            <li key={job.id ?? `job-${index}`}>
              <JobCard job={job} candidateSkills={candidateSkills} showMatch={authenticated} onOpen={onOpenJob} onRefer={guard(onReferJob)} />
            </li>
          ))}
        </ul>
      ) : null}
      {loadingMore ? <Skeletons count={MORE_SKELETONS} /> : null}
      {context.error && settled ? (
        <p className="job-list__notice" role="alert">
          {context.error}
        </p>
      ) : null}
      {settled && view.canLoadMore ? (
        <div className="job-list__more">
          <Button variant="secondary" size="lg" onClick={() => actor.send({ type: 'list.loadMore' })}>
            Load More
          </Button>
        </div>
      ) : null}
      {settled && view.showExpandPrompt ? (
        <ExpandPrompt
          prompt={expandPromptText(context.radius)}
          nextRadius={nextRadius(context.radius)}
          onExpand={() => actor.send({ type: 'radius.expand' })}
          onDecline={() => actor.send({ type: 'radius.decline' })}
        />
      ) : null}
      {settled && view.noMoreJobs && (visible.length > 0 || view.maxDistanceReached) ? (
        <EndOfList maxDistance={view.maxDistanceReached ? MAX_DISTANCE_TEXT : null} noMore={NO_MORE_JOBS_TEXT} />
      ) : null}
    </section>
  );
}
