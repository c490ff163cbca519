import type { JobRecord } from '../generator/job-record.ts';

/** How a job table was generated (seed, count and the clock at the time): enough to make the same one again. */
export interface JobOrigin {
  seed: number;
  count: number;
  generatedAt: number;
}

export interface JobWithDistance {
  job: JobRecord;
  distance: number;
}

const CELL_DEGREES = 0.5;
const KM_PER_DEGREE_LAT = 111.32;
const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;
/** Sort keys pack the distance in metres above the job's position: one native numeric sort. */
const POSITION_BITS = 2 ** 21;
const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);

/** Radius queries remembered per index (the last few points and radii a client asked about, e.g. while paging). */
const RECENT_QUERIES = 16;
/** … holding at most this many sort keys in all (8 bytes each). */
const RECENT_KEYS_LIMIT = 1_000_000;

/** One page of a radius query, and how many jobs in the radius passed the filter in all. */
export interface JobPage {
  total: number;
  page: JobWithDistance[];
}

/**
 * The job table: by id, and a coarse grid for radius queries. Jobs never change, and every hot
 * call reads them by id or by distance, so they are kept here in the shape those reads need. The
 * sorted answer of a radius query is remembered (a few, as packed sort keys), so that paging through
 * a search, or the same search from many clients, does not measure and sort the same jobs again.
 */
export class JobIndex {
  private readonly byId = new Map<number, JobRecord>();
  private readonly jobs: JobRecord[] = [];
  private readonly latRad: number[] = [];
  private readonly lngRad: number[] = [];
  private readonly cosLat: number[] = [];
  private readonly grid = new Map<string, number[]>();
  /** The cells that hold jobs lie within these rows and columns: a wide radius near a pole scans no empty world. */
  private readonly occupied = { minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity };
  private readonly recent = new Map<string, Float64Array>();
  private recentKeys = 0;
  /** Set by the seed; absent for a table filled otherwise (or left empty). */
  origin?: JobOrigin;

  add(job: JobRecord): void {
    if (this.jobs.length >= POSITION_BITS) throw new Error('JobIndex holds at most 2,097,152 jobs');
    const position = this.jobs.length;
    this.jobs.push(job);
    this.byId.set(job.id, job);
    this.latRad.push(job.latitude * RAD);
    this.lngRad.push(job.longitude * RAD);
    this.cosLat.push(Math.cos(job.latitude * RAD));
    const latCell = cellOf(job.latitude);
    const lngCell = cellOf(job.longitude);
    const key = `${latCell}:${lngCell}`;
    this.occupied.minLat = Math.min(this.occupied.minLat, latCell);
    this.occupied.maxLat = Math.max(this.occupied.maxLat, latCell);
    this.occupied.minLng = Math.min(this.occupied.minLng, lngCell);
    this.occupied.maxLng = Math.max(this.occupied.maxLng, lngCell);
    const cell = this.grid.get(key);
    if (cell) cell.push(position);
    else this.grid.set(key, [position]);
    this.recent.clear();
    this.recentKeys = 0;
  }

  get(id: number): JobRecord | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.jobs.length;
  }

  all(): IterableIterator<JobRecord> {
    return this.byId.values();
  }

  /** Jobs within radiusKm (great-circle) of the point, nearest first; equal distances keep insertion order. */
  within(latitude: number, longitude: number, radiusKm: number): JobWithDistance[] {
    const keys = this.sortedKeys(latitude, longitude, radiusKm);
    const found: JobWithDistance[] = new Array(keys.length);
    for (let i = 0; i < keys.length; i++) found[i] = this.entry(keys[i]!);
    return found;
  }

  /**
   * The jobs within radiusKm that `keep` accepts (all when it is absent), nearest first, from index `start` up to
   * `end` (exclusive, as Array.prototype.slice reads them), and how many were accepted in all. The same page as
   * `within(…).filter(…).slice(start, end)`, without making an entry for every job in the radius.
   */
  pageWithin(
    latitude: number,
    longitude: number,
    radiusKm: number,
    start: number,
    end: number,
    keep?: (job: JobRecord) => boolean,
  ): JobPage {
    const keys = this.sortedKeys(latitude, longitude, radiusKm);
    if (!keep) return { total: keys.length, page: Array.from(keys.subarray(start, end), (key) => this.entry(key)) };
    const accepted: number[] = [];
    for (let i = 0; i < keys.length; i++) {
      if (keep(this.jobs[keys[i]! % POSITION_BITS]!)) accepted.push(keys[i]!);
    }
    return { total: accepted.length, page: accepted.slice(start, end).map((key) => this.entry(key)) };
  }

  private entry(key: number): JobWithDistance {
    return { job: this.jobs[key % POSITION_BITS]!, distance: Math.floor(key / POSITION_BITS) / 1000 };
  }

  /** The sort keys of the jobs within the radius, ascending (remembered for the last few queries). */
  private sortedKeys(latitude: number, longitude: number, radiusKm: number): Float64Array {
    const query = `${latitude}|${longitude}|${radiusKm}`;
    const known = this.recent.get(query);
    if (known) {
      // Most recently used last: the first entry is the one to forget.
      this.recent.delete(query);
      this.recent.set(query, known);
      return known;
    }
    const keys = this.measure(latitude, longitude, radiusKm);
    this.recent.set(query, keys);
    this.recentKeys += keys.length;
    for (const [oldest, oldKeys] of this.recent) {
      if (this.recent.size <= RECENT_QUERIES && this.recentKeys <= RECENT_KEYS_LIMIT) break;
      if (oldest === query) break;
      this.recent.delete(oldest);
      this.recentKeys -= oldKeys.length;
    }
    return keys;
  }

  private measure(latitude: number, longitude: number, radiusKm: number): Float64Array {
    const latSpan = radiusKm / KM_PER_DEGREE_LAT;
    const lngSpan = radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos(latitude * RAD)));
    const lat0 = latitude * RAD;
    const lng0 = longitude * RAD;
    const cos0 = Math.cos(lat0);
    const keys: number[] = [];
    const { minLat, maxLat, minLng, maxLng } = this.occupied;
    const lastLat = Math.min(maxLat, cellOf(latitude + latSpan));
    const lastLng = Math.min(maxLng, cellOf(longitude + lngSpan));
    for (let lat = Math.max(minLat, cellOf(latitude - latSpan)); lat <= lastLat; lat++) {
      for (let lng = Math.max(minLng, cellOf(longitude - lngSpan)); lng <= lastLng; lng++) {
        for (const position of this.grid.get(`${lat}:${lng}`) ?? []) {
          const sinLat = Math.sin((this.latRad[position]! - lat0) / 2);
          const sinLng = Math.sin((this.lngRad[position]! - lng0) / 2);
          const h = sinLat * sinLat + cos0 * this.cosLat[position]! * sinLng * sinLng;
          const distance = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
          if (distance <= radiusKm) keys.push(Math.round(distance * 1000) * POSITION_BITS + position);
        }
      }
    }
    return Float64Array.from(keys).sort();
  }
}
