export const SALARY_NOT_DISCLOSED = 'Salary Not Disclosed';

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

/** Job salary text from the yearly CTC figures. */
export function monthlySalaryText(
  minimumCtc: number | string | null | undefined,
  maximumCtc: number | string | null | undefined,
): string {
  const { min, max } = monthlyFigures(minimumCtc, maximumCtc);
  if (min > 0 && max > 0) return `${rupees(min)} - ${rupees(max)} per month`;
  if (max > 0) return `Up to ${rupees(max)} per month`;
  if (min > 0) return `From ${rupees(min)} per month`;
  return SALARY_NOT_DISCLOSED;
}
