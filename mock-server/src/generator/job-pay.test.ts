import { describe, expect, it } from 'vitest';
import { DESIGNATIONS } from './data/designations.ts';
import { disclose, monthlyLimit, pickCtcRange, pickExperience } from './job-pay.ts';
import { createRng } from './rng.ts';

describe('pickCtcRange', () => {
  it('stays inside the band, in whole thousands, with minimum below maximum', () => {
    const rng = createRng(1);
    for (const d of DESIGNATIONS) {
      for (const seniority of [0, 0.5, 1]) {
        const [min, max] = pickCtcRange(d, seniority, rng);
        expect(min).toBeGreaterThanOrEqual(d.ctcMin);
        expect(max).toBeLessThanOrEqual(d.ctcMax);
        expect(min).toBeLessThan(max);
        expect(min % 1000).toBe(0);
        expect(max % 1000).toBe(0);
      }
    }
  });
});

describe('pickExperience', () => {
  it('makes interns freshers and asks more experience of better-paid roles', () => {
    const rng = createRng(2);
    const engineer = DESIGNATIONS.find((d) => d.name === 'Software Engineer');
    const packer = DESIGNATIONS.find((d) => d.name === 'Picker Packer');
    if (engineer === undefined || packer === undefined) throw new Error('missing designation');
    expect(pickExperience(engineer, 'Internship', rng).label).toBe('Fresher');
    const packerLabels = new Set(Array.from({ length: 200 }, () => pickExperience(packer, 'Full time', rng).label));
    const engineerLabels = new Set(Array.from({ length: 200 }, () => pickExperience(engineer, 'Full time', rng).label));
    expect(packerLabels).toContain('Fresher');
    expect(packerLabels).not.toContain('5-8 years');
    expect(engineerLabels).toContain('5-8 years');
    expect(engineerLabels).not.toContain('Fresher');
  });
});

describe('disclose and monthlyLimit', () => {
  it('hides both, the minimum or the maximum about 5% of the time each', () => {
    const rng = createRng(3);
    const n = 10_000;
    const counts = { none: 0, onlyMax: 0, onlyMin: 0, both: 0 };
    for (let i = 0; i < n; i++) {
      const { minimumCtc, maximumCtc } = disclose([300_000, 420_000], rng);
      if (minimumCtc === null && maximumCtc === null) counts.none++;
      else if (minimumCtc === null) counts.onlyMax++;
      else if (maximumCtc === null) counts.onlyMin++;
      else counts.both++;
    }
    for (const part of [counts.none, counts.onlyMax, counts.onlyMin]) {
      expect(part / n).toBeGreaterThan(0.04);
      expect(part / n).toBeLessThan(0.06);
    }
  });

  it('turns a yearly maximum into rounded monthly rupees', () => {
    expect(monthlyLimit(300_000)).toBe(25_000);
    expect(monthlyLimit(250_000)).toBe(20_833);
    expect(monthlyLimit(null)).toBeNull();
  });
});
