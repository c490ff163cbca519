import { describe, expect, it } from 'vitest';
import { parseByteSize } from './byte-size.ts';

describe('parseByteSize (MOCK_STORAGE_LIMIT)', () => {
  it.each([
    ['268435456', 268_435_456],
    ['256MB', 256 * 1024 * 1024],
    ['256mb', 256 * 1024 * 1024],
    ['512KB', 512 * 1024],
    ['1GB', 1024 ** 3],
    ['100B', 100],
  ])('reads %s as %i bytes', (text, bytes) => {
    expect(parseByteSize(text)).toBe(bytes);
  });

  it.each(['', '0', '0MB', '-1', '1.5MB', '256 MB', '256M', 'MB', '1TB', '99999999999999999GB', 'lots'])(
    'refuses %j',
    (text) => {
      expect(parseByteSize(text)).toBeUndefined();
    },
  );
});
