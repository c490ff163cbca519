import type { HandlerMap } from '../pipeline/handler.ts';
import { error } from '../core/responses.ts';

const pending = () => error(501, 'Not implemented');

export const applyHandlers: HandlerMap = {
  applyForJob: pending,
  getApplicationStatus: pending,
  saveCandidateDetails: pending,
  downloadFileFromAWS: pending,
};
