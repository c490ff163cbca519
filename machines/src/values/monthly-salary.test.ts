import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { monthlyFigures, salaryMessage } from './monthly-salary.ts';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const text = (minimumCtc: unknown, maximumCtc: unknown) =>
  english(salaryMessage(monthlyFigures(minimumCtc as number, maximumCtc as number), rupees));

describe('the salary text', () => {
  it('writes the yearly CTC as a monthly range, rounded', () => {
    expect(text(300000, 480000)).toBe('₹25,000 - ₹40,000 per month');
    expect(text('1200005', '2400000')).toBe('₹1,00,000 - ₹2,00,000 per month');
  });

  it('never states a ceiling or a floor alone as the pay', () => {
    expect(text(null, 360000)).toBe('Up to ₹30,000 per month');
    expect(text(240000, 0)).toBe('From ₹20,000 per month');
    expect(english(salaryMessage({ min: 0, max: 32333 }, rupees))).toBe('Up to ₹32,333 per month');
  });

  it('says when there is no figure', () => {
    expect(text(undefined, 'n/a')).toBe('Salary Not Disclosed');
  });
});
