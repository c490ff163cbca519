import { describe, expect, it } from 'vitest';
import { addressOfScope, scopeFromAddress } from './scope-address.ts';

describe('the world an address names', () => {
  it('reads a session, the default world, or none', () => {
    expect(scopeFromAddress('?session=ci-7')).toBe('ci-7');
    expect(scopeFromAddress('?scope=default')).toBeNull();
    expect(scopeFromAddress('')).toBeUndefined();
  });

  it('writes the choice back, keeping the rest of the query', () => {
    expect(addressOfScope('ci-7', '?scope=default&x=1')).toBe('?x=1&session=ci-7');
    expect(scopeFromAddress(addressOfScope(null, '?session=ci-7'))).toBeNull();
  });
});
