/** Binary units a size may end with (MOCK_STORAGE_LIMIT): 1 KB = 1,024 bytes, 1 MB = 1,024 KB, 1 GB = 1,024 MB. */
const UNITS: Readonly<Record<string, number>> = { '': 1, B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

export const BYTE_SIZE_SYNTAX = 'a whole number of bytes, or a whole number followed by KB, MB or GB (e.g. 256MB)';

/**
 * A size written as a whole number with an optional binary unit, no space between: `268435456`, `512KB`,
 * `256MB`, `1GB` (the unit in any letter case). Undefined for anything else, for 0, and beyond 2^53 bytes.
 */
export function parseByteSize(text: string): number | undefined {
  const match = /^([0-9]{1,16})(B|KB|MB|GB)?$/i.exec(text.trim());
  if (!match) return undefined;
  const bytes = Number(match[1]) * UNITS[(match[2] ?? '').toUpperCase()]!;
  return bytes >= 1 && Number.isSafeInteger(bytes) ? bytes : undefined;
}
