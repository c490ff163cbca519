interface NameParts {
  firstName: string;
  middleName: string;
  lastName: string;
  fullName: string;
}

/**
 * The upstream's split of a full name: the first word is the first name; with exactly two words the second
 * is the last name; with more, the second is the middle name and the rest the last name.
 */
export function splitFullName(input: string): NameParts {
  const words = input.trim().split(/\s+/).filter(Boolean);
  const [first = '', second = '', ...rest] = words;
  const fullName = words.join(' ');
  if (words.length <= 1) return { firstName: first, middleName: '', lastName: '', fullName };
  if (words.length === 2) return { firstName: first, middleName: '', lastName: second, fullName };
  return { firstName: first, middleName: second, lastName: rest.join(' '), fullName };
}
