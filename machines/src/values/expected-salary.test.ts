import { describe, expect, it } from 'vitest';
import { isValidExpectedSalary, sanitizeExpectedSalary } from './expected-salary.ts';

describe('expected salary rule', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeExpectedSalary('₹25,000')).toBe('25000');
    expect(sanitizeExpectedSalary('12345678')).toBe('123456');
  });
  it('is optional and at most six digits', () => {
    expect(isValidExpectedSalary('')).toBe(true);
    expect(isValidExpectedSalary('999999')).toBe(true);
    expect(isValidExpectedSalary('1000000')).toBe(false);
    expect(isValidExpectedSalary('12a')).toBe(false);
  });
});
