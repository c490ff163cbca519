import { MAX_RADIUS_KM, RADIUS_STEPS_KM } from '../constants.ts';
import { message, type KeyedMessage } from '../messages/message.ts';
import type { Job, JobListPlace } from './job-list-io.ts';
import { arrangeJobs, DEFAULT_LIST_OPTIONS, type JobListOptions } from './job-list-options.ts';

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
  options?: JobListOptions;
}

/**
 * What the list shows once its state is known: the visible batch of the loaded jobs as sorted and narrowed, how many
 * are loaded and how many the narrowing keeps, and the end-of-list cards.
 */
export function jobListView({
  jobs,
  visibleCount,
  radius,
  declined,
  options = DEFAULT_LIST_OPTIONS,
}: JobListViewSource) {
  const arranged = arrangeJobs(jobs, options);
  const allShown = visibleCount >= arranged.length;
  const atMax = radius >= MAX_RADIUS_KM;
  return {
    visibleJobs: arranged.slice(0, visibleCount),
    loadedCount: jobs.length,
    keptCount: arranged.length,
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
