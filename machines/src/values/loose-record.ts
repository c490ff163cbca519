/** An upstream value read loosely, field by field: the client's one name for it. */
export type Loose = Record<string, unknown>;

/** Whether a value is a plain object (not null, not a list). */
export const isLoose = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as an object to read fields from; {} when it is not one. */
export const asLoose = (value: unknown): Loose => (isLoose(value) ? value : {});
