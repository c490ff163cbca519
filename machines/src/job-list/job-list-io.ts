// What the job list's effect actors take and give: the searchJobs request (fields as the contract's
// JobSearchRequest spells them), the jobs it answers, and the places the list searches around.
import type { JobIdentity } from '../values/job-id.ts';

/** A signed-in candidate's choice of where to look: the profile's base location or where they are now. */
export type LocationPreference = 'saved' | 'current';

/** A job as searchJobs answers it; the list reads only its id (to drop repeats when the radius grows). */
export type Job = JobIdentity & Record<string, unknown>;

/** searchJobs' optional fields. The list sends skills and designations from the banner; the point comes from the place. */
export interface JobSearchFilters {
  latitude?: number;
  longitude?: number;
  mobileNumber?: string;
  skillIds?: number[];
  designationIds?: number[];
}

/** What the searchJobs actor is given: the request, and the preference the point was found by. */
export interface SearchJobsInput extends JobSearchFilters {
  distance: number;
  page: number;
  size: number;
  mobileNumber: string;
  locationPreference: LocationPreference | null;
}

/** The skills and designations of a search from the banner. */
export type JobSearchCriteria = Pick<JobSearchFilters, 'skillIds' | 'designationIds'>;

/** A point the list searches around, and what its heading calls it. */
export interface JobListPlace {
  latitude: number;
  longitude: number;
  /** The place's name ('Showing Jobs near {city}'). */
  city: string;
  /** The fallback point: the heading says 'your location' instead of a city. */
  isDefault: boolean;
  /** The candidate's saved base location: searches around it start at 25 km instead of 50. */
  savedLocation?: boolean;
}

/** A city chosen in the search banner. */
export interface JobListCity {
  name: string;
  latitude: number;
  longitude: number;
}

/** What the locatePlace actor is given; it answers with the place to search around (a JobListPlace). */
export interface LocatePlaceInput {
  /** null for visitors and for candidates who have not chosen (the current location is used). */
  locationPreference: LocationPreference | null;
}
