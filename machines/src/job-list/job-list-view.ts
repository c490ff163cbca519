import { MAX_RADIUS_KM, RADIUS_STEPS_KM } from '../constants.ts';
import { message, type KeyedMessage } from '../messages/message.ts';
import type { Job, JobListPlace } from './job-list-io.ts';

/** The end-of-list card at the maximum radius: 'Maximum search distance reached'. */
export const MAX_DISTANCE_REACHED = message('jobs:end.maxDistance');
/** The end-of-list card's 'No more jobs available'. */
export const NO_MORE_JOBS = message('jobs:end.noMore');

/** 'No more jobs within {radius}km radius', the offer to widen the search. */
export function expandPromptMessage(radius: number): KeyedMessage {
  return message('jobs:end.noMoreWithin', { radius });
}

/** The next radius step, or null at the maximum. */
export function nextRadius(radius: number): number | null {
  return RADIUS_STEPS_KM.find((step) => step > radius) ?? null;
}

export interface JobListViewSource {
  jobs: Job[];
  visibleCount: number;
  radius: number;
  declined: boolean;
}

/** What the list shows once its state is known: the visible batch and the end-of-list cards. */
export function jobListView({ jobs, visibleCount, radius, declined }: JobListViewSource) {
  const allShown = visibleCount >= jobs.length;
  const atMax = radius >= MAX_RADIUS_KM;
  return {
    visibleJobs: jobs.slice(0, visibleCount),
    canLoadMore: !allShown,
    showExpandPrompt: allShown && !atMax && !declined,
    maxDistanceReached: allShown && atMax,
    noMoreJobs: allShown && (atMax || declined),
  };
}

/** Where the list searches: the city of the search in force, else where the user was located (null until then). */
export function jobListPlace({
  city,
  located,
}: {
  city: JobListPlace | null;
  located: JobListPlace | null;
}): JobListPlace | null {
  return city ?? located;
}
