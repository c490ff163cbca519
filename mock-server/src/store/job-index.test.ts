import { describe, expect, it } from 'vitest';
import { CITIES, distanceKm, generateJobs } from '../generator/index.ts';
import { JobIndex } from './job-index.ts';

describe('JobIndex.within', () => {
  const jobs = generateJobs({ seed: 7, count: 3000 });
  const index = new JobIndex();
  for (const job of jobs) index.add(job);

  it.each(CITIES.slice(0, 12).map((c) => [c.name, c] as const))('finds exactly the jobs a full scan finds around %s, nearest first', (_name, city) => {
    for (const radius of [50, 150, 250]) {
      const expected = jobs
        .map((job) => ({ job, distance: distanceKm(city, job) }))
        .filter((j) => j.distance <= radius)
        .map((j) => j.job.id)
        .sort();
      const found = index.within(city.latitude, city.longitude, radius);
      expect(found.map((f) => f.job.id).sort()).toEqual(expected);
      for (let i = 1; i < found.length; i++) expect(found[i]!.distance).toBeGreaterThanOrEqual(found[i - 1]!.distance);
      for (const f of found) expect(Math.abs(f.distance - distanceKm(city, f.job))).toBeLessThan(0.001);
    }
  });

  it('looks jobs up by id', () => {
    expect(index.get(jobs[42]!.id)).toBe(jobs[42]);
    expect(index.get(-1)).toBeUndefined();
    expect(index.size).toBe(3000);
  });
});
