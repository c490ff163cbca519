import type { components } from '#contract/schema.d.ts';
import { asLoose } from '#machines';

/** A job as searchJobs, getJobById and notifications describe it (components.schemas.Job). */
export type ApiJob = components['schemas']['Job'];
/** searchJobs answers a bare job list or an envelope whose data holds it; 404 (null) is no jobs. */
type SearchAnswer = components['schemas']['JobSearchEnvelope'] | components['schemas']['JobList'] | null;

export function jobsOfAnswer(answer: SearchAnswer): ApiJob[] {
  if (answer === null) return [];
  if (Array.isArray(answer)) return answer;
  // Checked, not trusted: an envelope off the contract may come without its list.
  return Array.isArray(answer.data) ? answer.data : [];
}

/** An envelope that says `success: false` is a failed search, not an empty one. */
export function searchFailed(answer: SearchAnswer): boolean {
  return answer !== null && !Array.isArray(answer) && answer.success === false;
}

/** getJobById and budget details answer the record itself or { success, data }. */
export function recordOfAnswer(answer: unknown): Record<string, unknown> | null {
  const outer = asLoose(answer);
  const inner = asLoose(outer.data);
  if (Object.keys(inner).length > 0) return inner;
  return Object.keys(outer).length > 0 ? outer : null;
}
