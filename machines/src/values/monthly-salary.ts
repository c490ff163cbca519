import { message, type KeyedMessage } from '../messages/message.ts';

function monthly(yearly: number | string | null | undefined): number {
  const value = Number(yearly);
  return Number.isFinite(value) && value > 0 ? Math.round(value / 12) : 0;
}

/** A salary as whole rupees a month: its floor and ceiling, 0 where there is none. */
export interface MonthlyFigures {
  min: number;
  max: number;
}

/** The yearly CTC figures as whole rupees a month (0 where there is none): what the salary text is written from. */
export function monthlyFigures(
  minimumCtc: number | string | null | undefined,
  maximumCtc: number | string | null | undefined,
): MonthlyFigures {
  return { min: monthly(minimumCtc), max: monthly(maximumCtc) };
}

/**
 * The one salary text of every screen (job cards and details, My Applications, a job alert's job, the share text),
 * never saying more than the figures do: both → '₹25,000 - ₹40,000 per month'; a ceiling alone → 'Up to ₹40,000 per
 * month' (never the ceiling as if it were the pay); a floor alone → 'From …'; none → 'Salary Not Disclosed'. The
 * rupees are written by the caller, in the chosen language's digits.
 */
export function salaryMessage({ min, max }: MonthlyFigures, rupees: (amount: number) => string): KeyedMessage {
  if (min > 0 && max > 0) return message('common:salary.range', { min: rupees(min), max: rupees(max) });
  if (max > 0) return message('common:salary.upTo', { max: rupees(max) });
  if (min > 0) return message('common:salary.from', { min: rupees(min) });
  return message('common:salary.notDisclosed');
}
