import { asRecord } from './read-fields.ts';

/** The search call answers a bare job list or an envelope whose data holds it. */
export function jobsOfAnswer(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  const data = asRecord(answer).data;
  return Array.isArray(data) ? data : [];
}

/** An envelope that says `success: false` is a failed search, not an empty one. */
export function searchFailed(answer: unknown): boolean {
  return !Array.isArray(answer) && asRecord(answer).success === false;
}

/** getJobById and budget details answer the record itself or { success, data }. */
export function recordOfAnswer(answer: unknown): Record<string, unknown> | null {
  const outer = asRecord(answer);
  const inner = asRecord(outer.data);
  if (Object.keys(inner).length > 0) return inner;
  return Object.keys(outer).length > 0 ? outer : null;
}
