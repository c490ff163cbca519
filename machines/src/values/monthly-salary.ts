import { message, type KeyedMessage } from '../messages/message.ts';

/** 'Salary Not Disclosed' */
export const SALARY_NOT_DISCLOSED = message('jobs:salary.notDisclosed');

function monthly(yearly: number | string | null | undefined): number {
  const value = Number(yearly);
  return Number.isFinite(value) && value > 0 ? Math.round(value / 12) : 0;
}

// One formatter, built on first use, for every figure (toLocaleString with a locale builds one per call).
let indianDigits: Intl.NumberFormat | undefined;

function rupees(amount: number): string {
  indianDigits ??= new Intl.NumberFormat('en-IN');
  return `₹${indianDigits.format(amount)}`;
}

/** The yearly CTC figures as whole rupees a month (0 where there is none): what the salary text is written from. */
export function monthlyFigures(
  minimumCtc: number | string | null | undefined,
  maximumCtc: number | string | null | undefined,
): { min: number; max: number } {
  return { min: monthly(minimumCtc), max: monthly(maximumCtc) };
}

/** A job's salary from the yearly CTC figures: '₹25,000 - ₹40,000 per month', 'Up to …', 'From …' or not disclosed. */
export function monthlySalaryMessage(
  minimumCtc: number | string | null | undefined,
  maximumCtc: number | string | null | undefined,
): KeyedMessage {
  const { min, max } = monthlyFigures(minimumCtc, maximumCtc);
  if (min > 0 && max > 0) return message('jobs:salary.range', { min: rupees(min), max: rupees(max) });
  if (max > 0) return message('jobs:salary.upTo', { max: rupees(max) });
  if (min > 0) return message('jobs:salary.from', { min: rupees(min) });
  return SALARY_NOT_DISCLOSED;
}
