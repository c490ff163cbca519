import { describe, expect, it } from 'vitest';
import { readableStatus, statusLookupKey } from './status-text.ts';

describe('status text', () => {
  it.each(['No Show', 'NoShow', 'NO_SHOW', 'no-show', ' no  show '])('looks %j up as one status', (spelling) => {
    expect(statusLookupKey(spelling)).toBe('noshow');
  });

  it.each([
    ['NOT_SELECTED', 'Not Selected'],
    ['NoShow', 'No Show'],
    ['on-hold', 'On Hold'],
    ['SIGN IN PENDING', 'Sign In Pending'],
    ['Awaiting documents', 'Awaiting Documents'],
  ])('shows an unnamed %j as %j, never as a code', (status, shown) => {
    expect(readableStatus(status)).toBe(shown);
  });
});
