import type { HandlerTable } from '../pipeline/handler.ts';
import { fetchClientInterviews } from './interviews/fetch-client-interviews.ts';
import { fetchInterviewFeedback, updateInterviewFeedback } from './interviews/interview-feedback.ts';

export const interviewsHandlers = {
  fetchClientInterviews,
  fetchInterviewFeedback,
  updateInterviewFeedback,
} satisfies Partial<HandlerTable>;
