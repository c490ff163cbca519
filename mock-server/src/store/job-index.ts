import { distanceKm } from '../world/geo.ts';
import type { JobRecord } from '../world/job-record.ts';

export interface JobWithDistance {
  job: JobRecord;
  distance: number;
}

const CELL_DEGREES = 0.5;
const KM_PER_DEGREE_LAT = 111.32;
const cellKey = (lat: number, lng: number) => `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;

/**
 * Read indexes over the job table: by id, and a coarse grid for radius queries. Jobs are read far
 * more than written, and a scan of the generic store costs milliseconds per lookup at this size.
 */
export class JobIndex {
  private readonly byId = new Map<number, JobRecord>();
  private readonly grid = new Map<string, JobRecord[]>();

  add(job: JobRecord): void {
    this.byId.set(job.id, job);
    const key = cellKey(job.latitude, job.longitude);
    const cell = this.grid.get(key);
    if (cell) cell.push(job);
    else this.grid.set(key, [job]);
  }

  get(id: number): JobRecord | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.byId.size;
  }

  all(): IterableIterator<JobRecord> {
    return this.byId.values();
  }

  /** Jobs within radiusKm of the point, nearest first (ties by id, so paging is stable). */
  within(latitude: number, longitude: number, radiusKm: number): JobWithDistance[] {
    const latSpan = radiusKm / KM_PER_DEGREE_LAT;
    const lngSpan = radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
    const found: JobWithDistance[] = [];
    for (let lat = Math.floor((latitude - latSpan) / CELL_DEGREES); lat <= Math.floor((latitude + latSpan) / CELL_DEGREES); lat++) {
      for (let lng = Math.floor((longitude - lngSpan) / CELL_DEGREES); lng <= Math.floor((longitude + lngSpan) / CELL_DEGREES); lng++) {
        for (const job of this.grid.get(`${lat}:${lng}`) ?? []) {
          const distance = distanceKm({ latitude, longitude }, job);
          if (distance <= radiusKm) found.push({ job, distance });
        }
      }
    }
    return found.sort((a, b) => a.distance - b.distance || a.job.id - b.job.id);
  }
}
