// What the rest of the mock uses of the generator; tests of the generator import its modules directly.
export { CITIES, type City } from './data/cities.ts';
export { DESIGNATIONS } from './data/designations.ts';
export { ACTIVE_SKILLS, GENERIC_SKILLS, SKILLS, skillById } from './data/skills.ts';
export { findPlaceById, geocodeAddress, reverseGeocode, searchCities } from './city-search.ts';
export type { Place } from './data/places.ts';
export { generateJobs } from './generate-jobs.ts';
export { person } from './generate-people.ts';
export { distanceKm } from './geo.ts';
export type { JobRecord } from './job-record.ts';
export { createRng, type Rng } from './rng.ts';
