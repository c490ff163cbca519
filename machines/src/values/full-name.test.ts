import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import {
  cleanFullName,
  isSendableName,
  isValidFullName,
  latinFullName,
  leftOutOfName,
  sentFullName,
  validateFullName,
} from './full-name.ts';

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

describe('names in the nine scripts', () => {
  const romanise = (text: string) => (text === 'रमेश कुमार' ? 'ramesh kumar' : text === 'ரமேஷ்' ? 'ramesh' : 'x');

  it('keeps the letters and vowel signs of the Indian scripts as typed', () => {
    expect(cleanFullName('रमेश कुमार')).toBe('रमेश कुमार');
    expect(cleanFullName('ரமேஷ்  குமார்')).toBe('ரமேஷ் குமார்');
    expect(cleanFullName('রমেশ')).toBe('রমেশ');
    expect(cleanFullName('രമേഷ്‌')).toBe('രമേഷ്‌');
  });

  it('leaves out digits (Indian ones too), dandas and symbols, and says which', () => {
    expect(cleanFullName('रमेश१ कुमार।')).toBe('रमेश कुमार');
    expect(leftOutOfName('रमेश१ कुमार।')).toBe('१।');
    expect(leftOutOfName('Ravi 3@3')).toBe('3@');
    expect(leftOutOfName('रमेश कुमार')).toBe('');
  });

  it('sends a Latin name as typed and an Indian-script one romanised, each word capitalised', () => {
    expect(latinFullName('  Asha   Rao ', romanise)).toBe('Asha Rao');
    expect(latinFullName('रमेश कुमार', romanise)).toBe('Ramesh Kumar');
    expect(isSendableName('Ramesh Kumar')).toBe(true);
    expect(isSendableName('रमेश कुमार')).toBe(false);
  });

  it('accepts a name in an Indian script once its Latin form is one the upstream takes', () => {
    expect(isValidFullName('रमेश कुमार', 'Ramesh Kumar')).toBe(true);
    expect(sentFullName('रमेश  कुमार ', 'Ramesh Kumar')).toBe('Ramesh Kumar');
    expect(sentFullName('Asha Rao ', 'Stale')).toBe('Asha Rao');
    expect(validateFullName('ரமேஷ்', 'form', latinFullName('ரமேஷ்', romanise))).toBeNull();
    // Without its Latin form (the transliteration has not loaded) it cannot be sent.
    expect(isValidFullName('रमेश कुमार')).toBe(false);
    expect(isValidFullName('र', 'R')).toBe(false);
  });
});
