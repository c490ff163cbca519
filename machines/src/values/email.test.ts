import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { isValidEmail, validateOptionalEmail } from './email.ts';

describe('e-mail rule', () => {
  it.each(['asha@example.com', ' a.b@c.co.in '])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each(['asha', 'asha@', 'asha@example', 'a b@c.com'])('rejects %s', (value) => {
    expect(isValidEmail(value)).toBe(false);
    expect(english(validateOptionalEmail(value))).toBe('Please enter a valid email address');
  });
  it('lets an optional blank e-mail pass', () => {
    expect(validateOptionalEmail('  ')).toBeNull();
    expect(validateOptionalEmail('asha@example.com')).toBeNull();
  });
});
