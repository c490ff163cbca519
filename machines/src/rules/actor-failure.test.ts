import { describe, expect, it } from 'vitest';
import { failureMessage, isNetworkFailure } from './actor-failure.ts';

describe('actor failures', () => {
  it('recognises network failures', () => {
    expect(isNetworkFailure({ kind: 'network' })).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure({ kind: 'server', status: 500 })).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
  it('reads the message when one was given', () => {
    expect(failureMessage(new Error('HTTP 502: bad gateway'))).toBe('HTTP 502: bad gateway');
    expect(failureMessage({ message: '' })).toBeUndefined();
    expect(failureMessage('plain text')).toBe('plain text');
    expect(failureMessage('')).toBeUndefined();
    expect(failureMessage(42)).toBeUndefined();
  });
});
