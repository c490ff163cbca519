/** Readers for loosely shaped upstream records: the first usable value among a field's aliases. */
import type { Loose } from '#machines';

export function firstText(record: Loose, keys: readonly string[]): string {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

export function firstNumber(record: Loose, keys: readonly string[]): number | null {
  for (const key of keys) {
    const value = record[key];
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
  }
  return null;
}
