import { describe, expect, it } from 'vitest';
import { CITIES, distanceKm, generateJobs } from '../generator/index.ts';
import { JobIndex } from './job-index.ts';

describe('JobIndex.within', () => {
  const jobs = generateJobs({ seed: 7, count: 3000 });
  const index = new JobIndex();
  for (const job of jobs) index.add(job);

  it.each(CITIES.slice(0, 12).map((c) => [c.name, c] as const))(
    'finds exactly the jobs a full scan finds around %s, nearest first',
    (_name, city) => {
      for (const radius of [50, 150, 250]) {
        const expected = jobs
          .map((job) => ({ job, distance: distanceKm(city, job) }))
          .filter((j) => j.distance <= radius)
          .map((j) => j.job.id)
          .sort();
        const found = index.within(city.latitude, city.longitude, radius);
        expect(found.map((f) => f.job.id).sort()).toEqual(expected);
        for (let i = 1; i < found.length; i++)
          expect(found[i]!.distance).toBeGreaterThanOrEqual(found[i - 1]!.distance);
        for (const f of found) expect(Math.abs(f.distance - distanceKm(city, f.job))).toBeLessThan(0.001);
      }
    },
  );

  it('looks jobs up by id', () => {
    expect(index.get(jobs[42]!.id)).toBe(jobs[42]);
    expect(index.get(-1)).toBeUndefined();
    expect(index.size).toBe(3000);
  });

  it('pages a radius query as within(…).filter(…).slice(…) does, with and without a filter', () => {
    const { latitude, longitude } = CITIES[0]!;
    const everything = index.within(latitude, longitude, 250);
    const odd = (job: { id: number }) => job.id % 2 === 1;
    for (const [start, end] of [
      [0, 10],
      [10, 20],
      [0, 1000],
      [everything.length - 5, everything.length + 5],
      [5000, 5010],
    ] as const) {
      expect(index.pageWithin(latitude, longitude, 250, start, end)).toEqual({
        total: everything.length,
        page: everything.slice(start, end),
      });
      const kept = everything.filter(({ job }) => odd(job));
      expect(index.pageWithin(latitude, longitude, 250, start, end, odd)).toEqual({
        total: kept.length,
        page: kept.slice(start, end),
      });
    }
  });

  it('answers a repeated query the same, and a job added since is found', () => {
    const small = new JobIndex();
    for (const job of jobs.slice(0, 1000)) small.add(job);
    const { latitude, longitude } = CITIES[1]!;
    const first = small.within(latitude, longitude, 250);
    expect(small.within(latitude, longitude, 250)).toEqual(first);
    const added = { ...jobs[0]!, id: 999_999, latitude, longitude };
    small.add(added);
    const again = small.within(latitude, longitude, 250);
    expect(again).toHaveLength(first.length + 1);
    expect(again[0]!.job).toBe(added);
  });

  it('gives every query its own answer when many are asked in turn', () => {
    const points = CITIES.slice(0, 20);
    const first = points.map((c) => index.within(c.latitude, c.longitude, 100));
    const second = points.map((c) => index.within(c.latitude, c.longitude, 100));
    expect(second).toEqual(first);
  });
});
