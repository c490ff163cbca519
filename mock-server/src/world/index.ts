export { CITIES, type City, type CityTier } from './data/cities.ts';
export { ALL_COMPANIES, COMPANIES } from './data/companies.ts';
export { DESIGNATIONS, type Department, type Designation } from './data/designations.ts';
export { ACTIVE_SKILLS, GENERIC_SKILLS, INACTIVE_SKILLS, SKILLS, skillById, type Skill } from './data/skills.ts';
export {
  findCityByPlaceId,
  geocodeAddress,
  REVERSE_LOOKUP_MAX_KM,
  reverseGeocode,
  searchCities,
  type CitySuggestion,
} from './city-search.ts';
export {
  DEFAULT_WORLD_NOW,
  FIRST_BUDGET_ID,
  FIRST_JOB_ID,
  FIRST_RECRUITER_ID,
  generateJobs,
  POSTED_WITHIN_DAYS,
  type GenerateJobsOptions,
} from './generate-jobs.ts';
export { person, validMobile, type Person, type PersonOptions } from './generate-people.ts';
export { distanceKm, jitter, nearestCity, type GeoPoint, type NearCity } from './geo.ts';
export type { JobRecord, JobType, WorkMode } from './job-record.ts';
export { createRng, weightedPicker, type Rng } from './rng.ts';
