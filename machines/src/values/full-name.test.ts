import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { cleanFullName, isValidFullName, validateFullName } from './full-name.ts';

describe('full-name cleaning', () => {
  it('strips other characters and collapses spaces', () => {
    expect(cleanFullName('Ravi  K3umar!!   Singh')).toBe('Ravi Kumar Singh');
  });
  it('removes null and undefined words but keeps longer words', () => {
    expect(cleanFullName('Asha null Rao undefined')).toBe('Asha Rao ');
    expect(cleanFullName('Nullah Rao')).toBe('Nullah Rao');
  });
  it('drops a leading space and keeps a trailing one while typing', () => {
    expect(cleanFullName('  Asha ')).toBe('Asha ');
  });
});

describe('full-name rule', () => {
  it.each(['Al', 'Asha Rao', 'A'.repeat(50)])('accepts %s', (name) => {
    expect(isValidFullName(name)).toBe(true);
    expect(validateFullName(name)).toBeNull();
  });
  it.each(['A', 'A'.repeat(51), 'Asha1', ''])('rejects %s with both variants', (name) => {
    expect(english(validateFullName(name))).toBe('Full Name should contain letters and spaces only (2-50 characters).');
    expect(english(validateFullName(name, 'sidebar'))).toBe(
      'Candidate Name should contain letters and spaces only (2-50 characters)',
    );
  });
});
