/** A value built on first use and kept: for what costs the first paint time to build (Intl formatters, collators). */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
