import { describe, expect, it } from 'vitest';
import { CITIES } from './data/cities.ts';
import { distanceKm, jitter, nearestCity } from './geo.ts';
import { createRng } from './rng.ts';

const cityNamed = (name: string) => {
  const found = CITIES.find((c) => c.name === name);
  if (found === undefined) throw new Error(`no city ${name}`);
  return found;
};

describe('distanceKm', () => {
  it('matches known great-circle distances between Indian cities', () => {
    expect(distanceKm(cityNamed('New Delhi'), cityNamed('Mumbai'))).toBeCloseTo(1153, -1);
    expect(distanceKm(cityNamed('Bengaluru'), cityNamed('Chennai'))).toBeCloseTo(290, -1);
    expect(distanceKm(cityNamed('Kolkata'), cityNamed('Howrah'))).toBeLessThan(12);
  });

  it('is zero for the same point and symmetric', () => {
    const a = cityNamed('Pune');
    const b = cityNamed('Nagpur');
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe('jitter', () => {
  it('stays within maxKm and fills the disc, the same way for the same seed', () => {
    const centre = cityNamed('Bengaluru');
    const rng = createRng(11);
    const points = Array.from({ length: 2000 }, () => jitter(centre, 35, rng));
    const distances = points.map((p) => distanceKm(centre, p));
    expect(Math.max(...distances)).toBeLessThanOrEqual(35 + 1e-9);
    expect(Math.max(...distances)).toBeGreaterThan(34);
    // Even spread over the area: about a quarter of the points lie within half the radius.
    const inner = distances.filter((d) => d <= 17.5).length / distances.length;
    expect(inner).toBeGreaterThan(0.2);
    expect(inner).toBeLessThan(0.3);
    expect(jitter(centre, 35, createRng(1))).toEqual(jitter(centre, 35, createRng(1)));
  });
});

describe('nearestCity', () => {
  it('finds the closest city and how far it is', () => {
    const near = nearestCity(28.47, 77.03);
    expect(near?.city.name).toBe('Gurugram');
    expect(near?.distanceKm).toBeLessThan(2);
    expect(nearestCity(28.6139, 77.209)?.city.name).toBe('New Delhi');
  });

  it('returns null when there are no cities', () => {
    expect(nearestCity(12, 77, [])).toBeNull();
  });
});
