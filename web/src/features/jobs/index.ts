import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';

export { JobListProvider } from './components/job-list-provider.tsx';
export {
  useChoosingLocation,
  useFirstJobsToCome,
  useJobListCommands,
  useSearchInProgress,
  useSearchPlace,
} from './hooks/job-list-actor.ts';
export { JobList } from './components/job-list.tsx';
export { allJobSearchesKey } from './api/search-jobs.ts';
export { normalizeJob, type JobView } from './model/normalize-job.ts';
export { useJobTexts } from './hooks/use-job-texts.ts';

/** Loaded when first opened, so the home screen's first load does not carry it. */
export const JobDetailsModal = preloadableLazy(() =>
  import('./components/job-details-modal.tsx').then((m) => ({ default: m.JobDetailsModal })),
);
