// The job list's types; the job-list owner moves them next to the job-list machine.
import type { JobIdentity } from './rules/job-id.ts';

export interface JobSearchFilters {
  latitude?: number;
  longitude?: number;
  mobileNumber?: string;
  skillIds?: number[];
  designationIds?: number[];
}
export interface SearchJobsInput extends JobSearchFilters {
  distance: number;
  page: number;
  size: number;
  mobileNumber: string;
  locationPreference: LocationPreference | null;
}
export type LocationPreference = 'saved' | 'current';
export type Job = JobIdentity & Record<string, unknown>;
