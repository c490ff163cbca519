import fc from 'fast-check';
import { resolve } from '#mock/contract/load-contract.ts';

export type Schema = Record<string, unknown>;

/** The longest text generated for a field (the contract's limits are kept; long texts only slow the run). */
const TEXT_CAP = 24;
/** At most this many items or extra properties in a generated array or map. */
const ITEMS_CAP = 3;
const INT32 = 2_147_483_647;

/** A schema with its $ref followed and an allOf folded into it (the contract uses allOf to annotate one schema). */
export function flatten(schemaRef: unknown, document: Schema): Schema {
  const schema = resolve<Schema>(schemaRef, document) ?? {};
  const parts = schema.allOf as unknown[] | undefined;
  if (!parts) return schema;
  const { allOf: _parts, ...rest } = schema;
  return parts
    .map((part) => flatten(part, document))
    .reduce<Schema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...(merged.properties as Schema), ...(part.properties as Schema) },
        required: [...((merged.required as string[]) ?? []), ...((part.required as string[]) ?? [])],
      }),
      rest,
    );
}

/** The examples a schema (or a parameter) gives. */
export function examplesOf(holder: Schema): unknown[] {
  const listed = Array.isArray(holder.examples) ? (holder.examples as unknown[]) : [];
  return holder.example === undefined ? listed : [holder.example, ...listed];
}

/** Plain words: letters and digits with inner spaces, so a value is never blank (blank counts as absent). */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, TEXT_CAP));
  const char = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
  const inner = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789 .-');
  if (max === 0) return fc.constant('');
  return fc
    .tuple(char, fc.array(inner, { minLength: Math.max(0, minLength - 2), maxLength: Math.max(0, max - 2) }), char)
    .map(([first, middle, last]) => (max === 1 ? first : `${first}${middle.join('')}${last}`))
    .filter((value) => value.length >= minLength && value.length <= max);
}

const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/), fc.stringMatching(/^[a-z]{2,8}$/), fc.constantFrom('in', 'com'))
  .map(([user, host, tld]) => `${user}@${host}.${tld}`);

const byPattern = new Map<string, fc.Arbitrary<string>>();

/** Texts matching a pattern within the length bounds; built once per pattern (building one costs milliseconds). */
function patternArbitrary(source: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const key = `${source}\u0000${minLength}\u0000${maxLength}`;
  let arbitrary = byPattern.get(key);
  if (!arbitrary) {
    const pattern = new RegExp(source);
    // fast-check draws a negated class ([^\s@]) by rejection, slowly: letters and digits stand in (checked below).
    const drawn = new RegExp(source.replace(/\[\^[^\]]*\]/g, '[a-z0-9]'));
    // Unbounded repeats drawn short as well as at fast-check's default size, so a long pattern under a tight
    // maxLength (a number with separators allowed anywhere) is not drawn by rejection alone.
    arbitrary = fc
      .oneof(fc.stringMatching(drawn, { size: 'xsmall' }), fc.stringMatching(drawn))
      .filter((value) => value.length >= minLength && value.length <= maxLength && pattern.test(value));
    byPattern.set(key, arbitrary);
  }
  return arbitrary;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? TEXT_CAP;
  if (schema.format === 'email') return email.filter((value) => value.length <= maxLength);
  if (typeof schema.pattern === 'string') return patternArbitrary(schema.pattern, minLength, maxLength);
  return text(minLength, maxLength);
}

function numberBounds(schema: Schema, integer: boolean): { min: number; max: number } {
  const int32 = schema.format === 'int32';
  const limit = integer ? (int32 ? INT32 : Number.MAX_SAFE_INTEGER) : 1e9;
  let min = (schema.minimum as number | undefined) ?? (integer && !int32 ? 0 : -limit);
  let max = (schema.maximum as number | undefined) ?? limit;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : 0.01);
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - (integer ? 1 : 0.01);
  return { min: Math.max(min, -limit), max: Math.min(max, limit) };
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const { min, max } = numberBounds(schema, integer);
  if (integer) return fc.integer({ min, max });
  // Whole rupees and two-decimal amounts, as the contract's numbers carry.
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
}

function objectArbitrary(schema: Schema, document: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, unknown> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const extra = schema.additionalProperties;
  if (Object.keys(properties).length === 0 && extra && typeof extra === 'object') {
    const names = flatten(schema.propertyNames ?? { type: 'string' }, document);
    return fc.dictionary(stringArbitrary({ ...names, maxLength: 6 }), arbitraryFor(extra, document), {
      minKeys: (schema.minProperties as number | undefined) ?? 0,
      maxKeys: Math.min((schema.maxProperties as number | undefined) ?? ITEMS_CAP, ITEMS_CAP),
    });
  }
  const fields = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, arbitraryFor(s, document)]));
  return fc.record(fields, { requiredKeys: [...required].filter((name) => name in fields) });
}

function byType(type: string, schema: Schema, document: Schema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, document), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? ITEMS_CAP, ITEMS_CAP),
      });
    default:
      return objectArbitrary(schema, document);
  }
}

/**
 * Values valid against a contract schema (its `$ref`s resolved in `document`): enums, bounds, patterns, formats,
 * oneOf/anyOf/allOf, examples mixed in.
 */
export function arbitraryFor(schemaRef: unknown, document: Schema): fc.Arbitrary<unknown> {
  const schema = flatten(schemaRef, document);
  let generated: fc.Arbitrary<unknown>;
  if (Array.isArray(schema.enum)) generated = fc.constantFrom(...(schema.enum as unknown[]));
  else if (schema.const !== undefined) generated = fc.constant(schema.const);
  else if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    const branches = ((schema.oneOf ?? schema.anyOf) as unknown[]).map((branch) => arbitraryFor(branch, document));
    generated = fc.oneof(...branches);
  } else if (Array.isArray(schema.type))
    generated = fc.oneof(...(schema.type as string[]).map((t) => byType(t, schema, document)));
  else generated = byType(typeof schema.type === 'string' ? schema.type : 'object', schema, document);
  const examples = examplesOf(schema);
  return examples.length === 0 ? generated : fc.oneof(fc.constantFrom(...examples), generated, generated);
}
