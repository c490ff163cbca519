import type { components } from '#contract/schema.d.ts';
import { jsonList } from '../../core/json-bytes.ts';
import { serialisedJson } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import type { JobRecord } from '../../generator/index.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { jobViewPieces, pageOf } from './job-view.ts';

type JobSearchRequest = components['schemas']['JobSearchRequest'];
type JobSearchEnvelope = components['schemas']['JobSearchEnvelope'];

/** The contract's defaults of the query-string searches (the pipeline fills them in; the types do not say so). */
const DEFAULTS = { distance: 100, page: 1, size: 10 };

const matchesFilters = (job: JobRecord, search: JobSearchRequest): boolean =>
  (!search.skillIds?.length || job.skillIds.some((id) => search.skillIds!.includes(id))) &&
  (!search.designationIds?.length || search.designationIds.includes(job.designationId));

const hasFilters = (search: JobSearchRequest) => Boolean(search.skillIds?.length || search.designationIds?.length);

/**
 * Jobs within the radius, nearest first, filtered and paged, in the upstream's envelope. A known
 * candidate's number adds the job weights; visitors ('0', blank) and unknown numbers get none. The
 * answer is written from each job's JSON written ahead (see jobViewPieces).
 */
function radiusSearch(world: MockWorld, search: JobSearchRequest) {
  const { page, size } = search;
  const keep = hasFilters(search) ? (job: JobRecord) => matchesFilters(job, search) : undefined;
  const found = world.jobs.pageWithin(
    search.latitude,
    search.longitude,
    search.distance,
    (page - 1) * size,
    page * size,
    keep,
  );
  const candidate = findCandidateByMobile(world, search.mobileNumber);
  const skills = candidate ? new Set(candidate.skillIds) : undefined;
  const data = found.page.map(({ job, distance }) => jobViewPieces(job, { distance, candidate }, skills));
  return serialisedJson<JobSearchEnvelope>(jsonList({ success: true, page, size, totalElements: found.total }, data));
}

export const searchJobs: Handler<'searchJobs'> = (request, world) => radiusSearch(world, request.body);

export const fetchJobsWithFilters: Handler<'fetchJobsWithFilters'> = (request, world) =>
  radiusSearch(world, request.body);

export const fetchJobsByCoordinatesWithPagination: Handler<'fetchJobsByCoordinatesWithPagination'> = (
  request,
  world,
) => {
  const q = request.query;
  return radiusSearch(world, {
    latitude: q.latitude,
    longitude: q.longitude,
    distance: q.distance ?? DEFAULTS.distance,
    page: q.page ?? DEFAULTS.page,
    size: q.size ?? DEFAULTS.size,
    // No number is a visitor's search, as '0' is.
    mobileNumber: q.mobileNumber ?? '',
  });
};

const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

/** The keyword, city and skill-name listing: no point, so every job is a candidate, in id order. */
export const getJobsFilter: Handler<'getJobsFilter'> = (request, world) => {
  const q = request.query;
  const keyword = (q.keyword ?? '').trim().toLowerCase();
  const city = (q.cityName ?? '').trim().toLowerCase();
  const skills = commaList(q.skills);
  const page = q.page ?? DEFAULTS.page;
  const size = q.size ?? DEFAULTS.size;
  const found = [...world.jobs.all()]
    .filter(
      (job) =>
        (keyword === '' || `${job.jobName} ${job.companyName}`.toLowerCase().includes(keyword)) &&
        (city === '' || job.cityName.toLowerCase() === city) &&
        (skills.length === 0 || job.skills.some((s) => skills.includes(s.toLowerCase()))),
    )
    .sort((a, b) => a.id - b.id);
  const data = pageOf(found, page, size).map((job) => jobViewPieces(job));
  return serialisedJson<JobSearchEnvelope>(jsonList({ success: true, page, size, totalElements: found.length }, data));
};
