/** Latin letters without their marks, lower case; anything but a letter or digit becomes one space. */
export function foldLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
