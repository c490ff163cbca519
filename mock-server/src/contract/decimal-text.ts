import { contract, resolve } from './load-contract.ts';

/**
 * Parameters and form fields arrive as text, and Ajv's coercion reads a text as JavaScript does: '0x10',
 * '0b11', '  5' and '1e2' would all pass as integers. The contract's numbers are written in decimal, so a
 * numeric value is accepted only as decimal digits (with a minus sign and, for a number, one decimal point)
 * before it is coerced.
 */
type NumericKind = 'integer' | 'number';

const DECIMAL: Record<NumericKind, RegExp> = {
  integer: /^-?[0-9]+$/,
  number: /^-?[0-9]+(\.[0-9]+)?$/,
};

type Schema = Record<string, unknown>;

/** The schema itself, through a $ref or a single allOf wrapper. */
function unwrap(schema: unknown, document: Schema): Schema | undefined {
  let current = resolve<Schema | undefined>(schema, document);
  while (current && Array.isArray(current.allOf) && current.allOf.length === 1 && current.type === undefined) {
    current = resolve<Schema | undefined>(current.allOf[0], document);
  }
  return current;
}

function typesOf(schema: Schema): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  return Array.isArray(schema.type) ? (schema.type as string[]) : [];
}

/** The numeric kind a text must be written in, or undefined when text is accepted as it is. */
function numericKind(schema: Schema): NumericKind | undefined {
  const types = typesOf(schema);
  if (types.includes('string')) return undefined;
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  return undefined;
}

/** The kind each value of a field must be written in (an array's items for a repeated value). */
function kindOfField(schema: unknown, document: Schema): NumericKind | undefined {
  const field = unwrap(schema, document);
  if (!field) return undefined;
  if (typesOf(field).includes('array')) {
    const items = unwrap(field.items, document);
    return items ? numericKind(items) : undefined;
  }
  return numericKind(field);
}

export interface NotDecimal {
  field: string;
  message: string;
}

/** The fields of a set of schemas that must be written in decimal digits, and how (worked out once per operation). */
export type DecimalFields = ReadonlyMap<string, NumericKind>;

export function decimalFields(schemas: Record<string, unknown>, document: Schema = contract): DecimalFields {
  const kinds = new Map<string, NumericKind>();
  for (const [field, schema] of Object.entries(schemas)) {
    const kind = kindOfField(schema, document);
    if (kind) kinds.set(field, kind);
  }
  return kinds;
}

/**
 * The first value, among those a schema declares numeric, that is not written in decimal digits. Values
 * already typed (JSON) and blank values (absent to the validator) are left to the schema.
 */
export function firstNonDecimal(values: Record<string, unknown>, fields: DecimalFields): NotDecimal | undefined {
  if (fields.size === 0) return undefined;
  // Plain loops: this runs on every call with parameters, and most values are one text.
  for (const field of Object.keys(values)) {
    const kind = fields.get(field);
    if (!kind) continue;
    const value = values[field];
    const decimal = DECIMAL[kind];
    const written = Array.isArray(value)
      ? value.every((v) => typeof v !== 'string' || decimal.test(v))
      : typeof value !== 'string' || decimal.test(value);
    if (!written) return { field, message: `${field} must be ${kind}` };
  }
  return undefined;
}

/** The property schemas of a form body's object schema (through a $ref). */
export function formFieldSchemas(bodySchema: unknown, document: Schema = contract): Record<string, unknown> {
  const body = unwrap(bodySchema, document);
  const properties = body?.properties;
  return properties && typeof properties === 'object' ? (properties as Record<string, unknown>) : {};
}
