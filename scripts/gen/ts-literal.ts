/** A string as a single-quoted TypeScript literal; invisible joiners stay visible as escapes. */
export const tsString = (value: string): string =>
  `'${value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\u200c/g, '\\u200c')
    .replace(/\u200d/g, '\\u200d')}'`;
