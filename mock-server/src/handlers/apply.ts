import type { HandlerTable } from '../pipeline/handler.ts';
import { applyForJob } from './apply/apply-for-job.ts';
import { saveCandidateDetails } from './apply/candidate-details.ts';
import { getApplicationStatus } from './apply/application-status.ts';
import { downloadFileFromAWS } from './apply/download.ts';

export const applyHandlers = {
  applyForJob,
  getApplicationStatus,
  saveCandidateDetails,
  downloadFileFromAWS,
} satisfies Partial<HandlerTable>;
