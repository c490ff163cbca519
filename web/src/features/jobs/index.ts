export { JobListProvider, useJobList, type JobListProviderProps, type JobSearch, type SearchPlace } from './components/job-list-provider.tsx';
export { JobList, type JobListProps } from './components/job-list.tsx';
export { JobCard, type JobCardProps } from './components/job-card.tsx';
export { JobDetailsModal, type JobDetailsModalProps } from './components/job-details-modal.tsx';
export { normalizeJob, locationText, salaryText, type JobView } from './model/normalize-job.ts';
export { useSignedInAction } from './hooks/use-signed-in-action.ts';
