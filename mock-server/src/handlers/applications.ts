import { error } from '../core/responses.ts';
import type { HandlerMap } from '../pipeline/handler.ts';

const pending = () => error(501, 'Not implemented yet');

export const applicationsHandlers: HandlerMap = {
  fetchCandidateApplications: pending,
  lastAppliedJobs: pending,
  fetchApplicationTimeline: pending,
  updateApplicationStatus: pending,
  scheduleInterview: pending,
};
