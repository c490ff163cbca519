import { json } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import type { Handler } from '../../pipeline/handler.ts';
import type { JobRecord } from '../../world/index.ts';
import { jobView, pageOf, searchingCandidate } from '../shared/jobs-view.ts';

export interface RadiusSearch {
  latitude: number;
  longitude: number;
  distance?: number;
  page?: number;
  size?: number;
  mobileNumber?: string;
  skillIds?: number[];
  designationIds?: number[];
}

const DEFAULTS = { distance: 100, page: 1, size: 10 };

const matchesFilters = (job: JobRecord, search: RadiusSearch): boolean =>
  (!search.skillIds?.length || job.skillIds.some((id) => search.skillIds!.includes(id))) &&
  (!search.designationIds?.length || search.designationIds.includes(job.designationId));

/** Jobs within the radius, nearest first, filtered and paged, in the upstream's envelope. */
export function radiusSearch(world: MockWorld, search: RadiusSearch) {
  const page = search.page ?? DEFAULTS.page;
  const size = search.size ?? DEFAULTS.size;
  const found = world.jobs
    .within(search.latitude, search.longitude, search.distance ?? DEFAULTS.distance)
    .filter(({ job }) => matchesFilters(job, search));
  const candidate = searchingCandidate(world, search.mobileNumber);
  return {
    success: true,
    page,
    size,
    totalElements: found.length,
    data: pageOf(found, page, size).map(({ job, distance }) => jobView(job, { distance, candidate })),
  };
}

export const searchJobs: Handler = (request, world) => json(radiusSearch(world, request.body as RadiusSearch));

export const fetchJobsWithFilters: Handler = (request, world) => json(radiusSearch(world, request.body as RadiusSearch));

export const fetchJobsByCoordinatesWithPagination: Handler = (request, world) => {
  const q = request.query;
  return json(
    radiusSearch(world, {
      latitude: Number(q.latitude),
      longitude: Number(q.longitude),
      distance: Number(q.distance ?? DEFAULTS.distance),
      page: Number(q.page ?? DEFAULTS.page),
      size: Number(q.size ?? DEFAULTS.size),
      mobileNumber: typeof q.mobileNumber === 'string' ? q.mobileNumber : undefined,
    }),
  );
};

const commaList = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean) : [];

/** The keyword, city and skill-name listing: no point, so every job is a candidate, in id order. */
export const getJobsFilter: Handler = (request, world) => {
  const q = request.query;
  const keyword = typeof q.keyword === 'string' ? q.keyword.trim().toLowerCase() : '';
  const city = typeof q.cityName === 'string' ? q.cityName.trim().toLowerCase() : '';
  const skills = commaList(q.skills);
  const page = Number(q.page ?? DEFAULTS.page);
  const size = Number(q.size ?? DEFAULTS.size);
  const found = [...world.jobs.all()]
    .filter(
      (job) =>
        (keyword === '' || `${job.jobName} ${job.companyName}`.toLowerCase().includes(keyword)) &&
        (city === '' || job.cityName.toLowerCase() === city) &&
        (skills.length === 0 || job.skills.some((s) => skills.includes(s.toLowerCase()))),
    )
    .sort((a, b) => a.id - b.id);
  return json({ success: true, page, size, totalElements: found.length, data: pageOf(found, page, size).map((job) => jobView(job)) });
};
