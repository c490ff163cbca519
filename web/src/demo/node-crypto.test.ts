import * as node from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from './node-crypto.ts';

// The demo build swaps node:crypto for these; the mock must get the answers Node would give it.
describe("the demo's stand-in for node:crypto", () => {
  it('signs as Node does (HMAC-SHA256, raw and in each encoding the mock may ask for)', () => {
    const key = node.randomBytes(32);
    for (const payload of ['mock.service.0.1.mfx3k2', 'mock.mobile-9876543210.2.a.mfx3k2', '']) {
      const ours = createHmac('sha256', key).update(payload);
      const theirs = node.createHmac('sha256', key).update(payload).digest();
      expect(Buffer.from(ours.digest() as Uint8Array).equals(theirs)).toBe(true);
      for (const encoding of ['hex', 'base64', 'base64url'] as const) {
        expect(createHmac('sha256', key).update(payload).digest(encoding)).toBe(theirs.toString(encoding));
      }
    }
  });

  it('hashes as Node does (SHA-256 of an e-mail address, in hex as the client session key is)', () => {
    for (const text of ['anita.desai@example.com', 'अनीता@example.com', '']) {
      expect(createHash('sha256').update(text).digest('hex')).toBe(
        node.createHash('sha256').update(text).digest('hex'),
      );
    }
  });

  it('refuses a hash it does not have rather than signing with another', () => {
    expect(() => createHmac('sha1', 'key')).toThrow('only sha256');
    expect(() => createHash('md5')).toThrow('only sha256');
  });

  it('draws integers in [min, max) and covers the range', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i += 1) {
      const value = randomInt(0, 10);
      expect(Number.isInteger(value) && value >= 0 && value < 10).toBe(true);
      seen.add(value);
    }
    expect(seen.size).toBe(10);
    expect(randomInt(1)).toBe(0);
    expect(() => randomInt(5, 5)).toThrow(RangeError);
  });

  it('draws random bytes of the size asked for', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    expect(a.length).toBe(32);
    expect(a.equals(b)).toBe(false);
  });

  it('compares byte strings as Node does', () => {
    expect(timingSafeEqual(Buffer.from('abc'), Buffer.from('abc'))).toBe(true);
    expect(timingSafeEqual(Buffer.from('abc'), Buffer.from('abd'))).toBe(false);
    expect(() => timingSafeEqual(Buffer.from('ab'), Buffer.from('abc'))).toThrow(RangeError);
  });
});
