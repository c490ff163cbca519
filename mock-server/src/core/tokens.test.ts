import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { MockClock } from './clock.ts';
import { TokenIssuer } from './tokens.ts';

// The token calls a client may make as fast as it likes: the issuer keeps nothing per token, so handing out any
// number of them costs it no memory (`npm run bench`'s token row measures the server's heap under a minute of them).
const ISSUED = 100_000;

describe('the token issuer, after handing out 100,000 tokens', () => {
  const clock = new MockClock({ start: Date.parse('2026-11-20T04:30:00Z'), frozen: true });
  const issuer = new TokenIssuer(clock);
  const first = issuer.issue();
  const before = issuer.state();
  /** Everything the issuer object holds, fields and their contents, as bytes. */
  const held = () => serialize(issuer).length;
  const heldAfterOne = held();
  for (let i = 1; i < ISSUED; i++) issuer.issue(i % 2 === 0 ? '9876543210' : undefined);

  it('holds what it held after the first: its key and counters, no list of tokens', () => {
    // Counters a few digits longer, nothing else.
    expect(held() - heldAfterOne).toBeLessThan(16);
    expect(issuer.state()).toEqual({ ...before, serial: ISSUED, issuedSinceExpiry: ISSUED });
  });

  it('still accepts the first token, and another issuer given only its state accepts it too', () => {
    expect(issuer.isValid(first)).toBe(true);
    const other = new TokenIssuer(clock);
    expect(other.isValid(first)).toBe(false);
    other.restore(issuer.state());
    expect(other.isValid(first)).toBe(true);
  });

  it('refuses a forged signature and a token whose subject was swapped', () => {
    expect(issuer.isValid(`${first.slice(0, -3)}AAA`)).toBe(false);
    expect(issuer.isValid(first.replace('mock.service.', 'mock.mobile-9876543210.'))).toBe(false);
  });
});
