import { describe, expect, it } from 'vitest';
import { profileInitials } from './initials.ts';

describe('profile initials', () => {
  it.each([
    ['asha', 'A'],
    ['Asha Rao', 'AR'],
    ['Ravi Kumar Singh', 'RKS'],
    ['ravi kumar prasad singh', 'RKS'],
  ])('%s gives %s', (name, expected) => {
    expect(profileInitials({ name })).toBe(expected);
  });
  it('falls back to the e-mail, then the mobile, then U', () => {
    expect(profileInitials({ name: ' ', email: 'zoya@example.com' })).toBe('Z');
    expect(profileInitials({ name: null, email: '', mobile: '+91 9876543210' })).toBe('9');
    expect(profileInitials({})).toBe('U');
  });
});
