import type { Designation } from './data/designations.ts';
import type { JobType } from './job-record.ts';
import type { Rng } from './rng.ts';

export const EXPERIENCE_LEVELS = ['Fresher', '0-1 years', '1-3 years', '2-4 years', '3-5 years', '5-8 years'] as const;

export interface Experience {
  label: string;
  /** 0 for the most junior choice of this role, 1 for the most senior. */
  seniority: number;
}

export interface Ctc {
  minimumCtc: number | null;
  maximumCtc: number | null;
}

const LAKH = 100_000;

/** Lower-paid roles hire freshers; the better-paid a band, the more experience it asks for. */
function experienceChoices(designation: Designation): readonly string[] {
  if (designation.ctcMax <= 3.6 * LAKH) return EXPERIENCE_LEVELS.slice(0, 3);
  if (designation.ctcMax <= 8 * LAKH) return EXPERIENCE_LEVELS.slice(1, 5);
  return EXPERIENCE_LEVELS.slice(1, 6);
}

export function pickExperience(designation: Designation, jobType: JobType, rng: Rng): Experience {
  if (jobType === 'Internship') return { label: 'Fresher', seniority: 0 };
  const choices = experienceChoices(designation);
  const index = rng.int(0, choices.length - 1);
  return { label: choices[index] ?? 'Fresher', seniority: index / (choices.length - 1) };
}

const toThousands = (rupees: number): number => Math.round(rupees / 1000) * 1000;

/** A yearly CTC range inside the designation's band, higher for more senior openings. */
export function pickCtcRange(designation: Designation, seniority: number, rng: Rng): [number, number] {
  const { ctcMin: low, ctcMax: high } = designation;
  const start = low + (high - low) * Math.min(0.85, 0.6 * seniority + rng.float(0, 0.15));
  const min = Math.max(low, toThousands(start));
  const max = Math.min(high, Math.max(min + 1000, toThousands(min + (high - min) * rng.float(0.25, 0.9))));
  return [min, max];
}

/** About 5% disclose nothing, 5% only a maximum and 5% only a minimum. */
export function disclose([min, max]: [number, number], rng: Rng): Ctc {
  const roll = rng.next();
  if (roll < 0.05) return { minimumCtc: null, maximumCtc: null };
  if (roll < 0.1) return { minimumCtc: null, maximumCtc: max };
  if (roll < 0.15) return { minimumCtc: min, maximumCtc: null };
  return { minimumCtc: min, maximumCtc: max };
}

export function monthlyLimit(maximumCtc: number | null): number | null {
  return maximumCtc === null ? null : Math.round(maximumCtc / 12);
}
