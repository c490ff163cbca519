import type { HandlerMap } from '../pipeline/handler.ts';
import { applyForJob } from './apply/apply-for-job.ts';
import { saveCandidateDetails } from './apply/candidate-details.ts';
import { getApplicationStatus } from './apply/application-status.ts';
import { downloadFileFromAWS } from './apply/download.ts';

export const applyHandlers: HandlerMap = {
  applyForJob,
  getApplicationStatus,
  saveCandidateDetails,
  downloadFileFromAWS,
};
