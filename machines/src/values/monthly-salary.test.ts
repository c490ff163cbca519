import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { monthlySalaryMessage } from './monthly-salary.ts';

describe('monthly salary text', () => {
  it('shows a range from yearly CTC divided by 12 and rounded', () => {
    expect(english(monthlySalaryMessage(300000, 480000))).toBe('₹25,000 - ₹40,000 per month');
    expect(english(monthlySalaryMessage('1200005', '2400000'))).toBe('₹1,00,000 - ₹2,00,000 per month');
  });
  it('shows an upper or lower bound alone', () => {
    expect(english(monthlySalaryMessage(null, 360000))).toBe('Up to ₹30,000 per month');
    expect(english(monthlySalaryMessage(240000, 0))).toBe('From ₹20,000 per month');
  });
  it('says not disclosed otherwise', () => {
    expect(english(monthlySalaryMessage(undefined, 'n/a'))).toBe('Salary Not Disclosed');
  });
});
