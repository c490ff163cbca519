import type { ContractViolation } from '#mock/contract/response-validator.ts';
import { at, tokensOf } from '../spec/pointer.ts';

// A required field that is missing from an answer is often there under another name (renamed upstream, a typo):
// the answer's other fields beside it that look like its name are said with the violation.

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Names close enough to be the same field: one holds the other, or they differ by one or two letters. */
function alike(a: string, b: string): boolean {
  const x = squash(a);
  const y = squash(b);
  if (x === '' || y === '') return false;
  if (x.includes(y) || y.includes(x)) return true;
  if (Math.abs(x.length - y.length) > 2) return false;
  const row = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= y.length; j += 1) {
      const kept = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (x[i - 1] === y[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[y.length]! <= 2;
}

/**
 * What to say beside a violation of a required field: `missing jobTitle`, and, when the answer holds a field beside
 * it with a like name, `; the answer has jobTitle_renamed`. Undefined for other violations.
 */
export function missingFieldNote(violation: ContractViolation, body: unknown): string | undefined {
  if (violation.expected !== 'a required property' || violation.pointer.startsWith('/headers/')) return undefined;
  const name = tokensOf(violation.pointer).at(-1) ?? '';
  const holder = at(body, violation.pointer.slice(0, violation.pointer.lastIndexOf('/')));
  const others =
    typeof holder === 'object' && holder !== null && !Array.isArray(holder)
      ? Object.keys(holder).filter((key) => key !== name && alike(key, name))
      : [];
  return others.length > 0 ? `missing ${name}; the answer has ${others.join(', ')}` : `missing ${name}`;
}
