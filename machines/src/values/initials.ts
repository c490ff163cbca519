export interface InitialsSource {
  name?: string | null;
  email?: string | null;
  mobile?: string | null;
}

/** Up to three letters: first, second and last word of the name; then e-mail, mobile, 'U'. */
export function profileInitials({ name, email, mobile }: InitialsSource): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length > 0) {
    const picked = words.length > 2 ? [words[0], words[1], words[words.length - 1]] : words;
    return picked.map((w) => (w ?? '').charAt(0).toUpperCase()).join('');
  }
  const emailLetter = (email ?? '').trim().charAt(0);
  if (emailLetter !== '') return emailLetter.toUpperCase();
  const digit = /\d/.exec(mobile ?? '');
  return digit ? digit[0] : 'U';
}
