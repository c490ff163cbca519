import { describe, expect, it } from 'vitest';
import { message, upstream } from '../messages/message.ts';
import { failureMessage, isNetworkFailure } from './actor-failure.ts';

describe('actor failures', () => {
  it('recognises network failures', () => {
    expect(isNetworkFailure({ kind: 'network' })).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure({ kind: 'server', status: 500 })).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });

  it('reads the reason given as a message, on a failure or on an error that carries one', () => {
    expect(failureMessage({ kind: 'network', message: message('common:error.network') })).toEqual(
      message('common:error.network'),
    );
    const carried = Object.assign(new Error('Request timed out'), { shown: message('common:error.timeout') });
    expect(failureMessage(carried)).toEqual(message('common:error.timeout'));
  });

  it("shows an error's own text, or a string, as it came", () => {
    expect(failureMessage(new Error('HTTP 502: bad gateway'))).toEqual(upstream('HTTP 502: bad gateway'));
    expect(failureMessage('plain text')).toEqual(upstream('plain text'));
  });

  it('gives nothing when there is no reason', () => {
    expect(failureMessage({ message: '' })).toBeUndefined();
    expect(failureMessage('')).toBeUndefined();
    expect(failureMessage(42)).toBeUndefined();
  });
});
