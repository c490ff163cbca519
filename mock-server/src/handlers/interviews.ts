import type { HandlerMap } from '../pipeline/handler.ts';
import { fetchClientInterviews } from './interviews/fetch-client-interviews.ts';
import { fetchInterviewFeedback, updateInterviewFeedback } from './interviews/interview-feedback.ts';

export const interviewsHandlers: HandlerMap = { fetchClientInterviews, fetchInterviewFeedback, updateInterviewFeedback };
