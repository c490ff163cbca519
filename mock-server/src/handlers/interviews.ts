import { error } from '../core/responses.ts';
import type { HandlerMap } from '../pipeline/handler.ts';

const pending = () => error(501, 'Not implemented yet');

export const interviewsHandlers: HandlerMap = {
  fetchClientInterviews: pending,
  fetchInterviewFeedback: pending,
  updateInterviewFeedback: pending,
};
