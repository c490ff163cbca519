import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
// 'buffer/' (with the slash) is the npm package of that name, not Node's built-in module.
import { Buffer } from 'buffer/';

// The parts of node:crypto the mock calls (random one-time codes, signed tokens), for the demo build,
// which runs the mock in the browser: web/vite.demo.config.ts points 'node:crypto' here. Each keeps
// Node's contract for the arguments the mock passes; anything else is refused rather than guessed.

type Bytes = Uint8Array;
/** Text as UTF-8 (Node's default); bytes as a plain Uint8Array view, which is what the hash library accepts (a Buffer is a subclass). */
const toBytes = (data: string | Bytes): Bytes =>
  typeof data === 'string'
    ? new TextEncoder().encode(data)
    : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** An integer in [min, max) (or [0, min) with one argument), every value equally likely. */
export function randomInt(min: number, max?: number): number {
  const [low, high] = max === undefined ? [0, min] : [min, max];
  const range = high - low;
  if (!Number.isSafeInteger(range) || range <= 0 || range > 0xffff_ffff)
    throw new RangeError(`randomInt: bad range [${low}, ${high})`);
  // Draws at or above the largest multiple of the range are redrawn, so no value is favoured.
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  const draw = new Uint32Array(1);
  do crypto.getRandomValues(draw);
  while (draw[0]! >= limit);
  return low + (draw[0]! % range);
}

export function randomBytes(size: number): Buffer {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(size)));
}

type Digestible = { update(data: Bytes): unknown; digest(): Bytes };

/** Node's Hash/Hmac object over a SHA-256 state: update (chainable) and digest (bytes, hex, base64 or base64url). */
function nodeDigest(state: Digestible) {
  const digest = {
    update(data: string | Bytes) {
      state.update(toBytes(data));
      return digest;
    },
    digest(encoding?: 'hex' | 'base64' | 'base64url'): Buffer | string {
      const bytes = Buffer.from(state.digest());
      if (encoding === undefined) return bytes;
      if (encoding !== 'base64url') return bytes.toString(encoding);
      return bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    },
  };
  return digest;
}

function onlySha256(call: string, algorithm: string): void {
  if (algorithm !== 'sha256') throw new Error(`${call}: only sha256 is available in the browser, not ${algorithm}`);
}

/** Node's HMAC object, for SHA-256 (the only one the mock uses). */
export function createHmac(algorithm: string, key: string | Bytes) {
  onlySha256('createHmac', algorithm);
  return nodeDigest(hmac.create(sha256, toBytes(key)));
}

/** Node's hash object, for SHA-256 (the client's e-mail session key, mock-server/src/core/tokens.ts). */
export function createHash(algorithm: string) {
  onlySha256('createHash', algorithm);
  return nodeDigest(sha256.create());
}

/** Compares two equally long byte strings in time that does not depend on where they differ. */
export function timingSafeEqual(a: Bytes, b: Bytes): boolean {
  if (a.length !== b.length) throw new RangeError('Input buffers must have the same byte length');
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
