export interface NameParts {
  firstName: string;
  middleName: string;
  lastName: string;
}

/**
 * The profile update's name split: the first word is the first name; with exactly two words the second is the
 * last name; with more than two, the second is the middle name and the rest (joined by spaces) the last name.
 */
export function splitFullName(fullName: string): NameParts {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const [first = '', second = '', ...rest] = words;
  if (words.length <= 1) return { firstName: first, middleName: '', lastName: '' };
  if (words.length === 2) return { firstName: first, middleName: '', lastName: second };
  return { firstName: first, middleName: second, lastName: rest.join(' ') };
}
