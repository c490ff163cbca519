export { JobListProvider, useJobList, type JobListProviderProps, type JobSearch, type SearchPlace } from './components/job-list-provider.tsx';
export { JobList, type JobListProps } from './components/job-list.tsx';
export { JobCard, type JobCardProps } from './components/job-card.tsx';
import { lazy } from 'react';

/** Loaded when first opened, so the home screen's first load does not carry it. */
export const JobDetailsModal = lazy(() => import('./components/job-details-modal.tsx').then((m) => ({ default: m.JobDetailsModal })));
export type { JobDetailsModalProps } from './components/job-details-modal.tsx';
export { normalizeJob, locationText, salaryText, type JobView } from './model/normalize-job.ts';
export { useSignedInAction } from './hooks/use-signed-in-action.ts';
