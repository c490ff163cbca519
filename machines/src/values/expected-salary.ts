import { EXPECTED_SALARY } from '#contract/rules.ts';
import { EXPECTED_SALARY_MAX_DIGITS } from '../input-limits.ts';

/** Expected salary input keeps digits only, at most six of them. */
export function sanitizeExpectedSalary(input: string): string {
  return input.replace(/\D/g, '').slice(0, EXPECTED_SALARY_MAX_DIGITS);
}

/** Optional; when given it is 1 to 6 digits. */
export function isValidExpectedSalary(value: string): boolean {
  return value === '' || EXPECTED_SALARY.pattern.test(value);
}
