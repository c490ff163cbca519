import type { HandlerTable } from '../pipeline/handler.ts';
import { fetchApplicationTimeline } from './applications/fetch-application-timeline.ts';
import { fetchCandidateApplications } from './applications/fetch-candidate-applications.ts';
import { lastAppliedJobs } from './applications/last-applied-jobs.ts';
import { scheduleInterview } from './applications/schedule-interview.ts';
import { updateApplicationStatus } from './applications/update-application-status.ts';

export const applicationsHandlers = {
  fetchCandidateApplications,
  lastAppliedJobs,
  fetchApplicationTimeline,
  updateApplicationStatus,
  scheduleInterview,
} satisfies Partial<HandlerTable>;
