import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { contractProblem, isBinary, jsonSchema, multipartSchema, type OperationInput } from './operation-input.ts';
import { flatten, type Schema } from './schema-arbitrary.ts';

/** One stated rule broken on one field. */
export interface Mutation {
  /** e.g. 'query.size: maximum 1000' */
  rule: string;
  input: OperationInput;
}

type Where = 'path' | 'query' | 'json' | 'form';
type Change = { rule: string; value: unknown } | { rule: string; remove: true };

const NOT_IN_ENUM = 'zz-not-listed';
const OTHER_TYPE: Record<string, unknown> = { integer: 'x1', number: 'x1', boolean: 'maybe', string: 12345 };

/** The ways one field's value can break one rule of its schema. */
function changes(schema: Schema, value: unknown, where: Where, required: boolean): Change[] {
  const out: Change[] = [];
  if (required && where !== 'path') out.push({ rule: 'required', remove: true });
  const types = ([] as unknown[]).concat(schema.type ?? []).map(String);
  const textual = where !== 'json';
  for (const type of types) {
    const wrong = OTHER_TYPE[type];
    // In a query, a path or a form every value is text: only a text that is not a number/boolean breaks the type.
    if (
      wrong !== undefined &&
      !(textual && type === 'string') &&
      !types.includes(typeof wrong === 'number' ? 'number' : 'string')
    )
      out.push({ rule: `type ${type}`, value: wrong });
  }
  if (Array.isArray(schema.enum)) out.push({ rule: 'enum', value: NOT_IN_ENUM });
  if (typeof schema.pattern === 'string') out.push({ rule: `pattern ${schema.pattern}`, value: '~!~' });
  if (schema.format === 'email') out.push({ rule: 'format email', value: 'not-an-email' });
  if (typeof schema.maximum === 'number') out.push({ rule: `maximum ${schema.maximum}`, value: schema.maximum + 1 });
  if (typeof schema.minimum === 'number') out.push({ rule: `minimum ${schema.minimum}`, value: schema.minimum - 1 });
  if (typeof schema.exclusiveMinimum === 'number')
    out.push({ rule: `exclusiveMinimum ${schema.exclusiveMinimum}`, value: schema.exclusiveMinimum });
  if (typeof schema.maxLength === 'number' && schema.maxLength < 5000 && schema.format !== 'binary')
    out.push({ rule: `maxLength ${schema.maxLength}`, value: 'a'.repeat(schema.maxLength + 1) });
  if (typeof schema.minLength === 'number' && schema.minLength > 1)
    out.push({
      rule: `minLength ${schema.minLength}`,
      value: typeof value === 'string' ? value.slice(0, schema.minLength - 1) : 'a',
    });
  return out;
}

function apply(input: OperationInput, where: Where, name: string, change: Change): OperationInput {
  const copy: OperationInput = { ...input, path: { ...input.path }, query: { ...input.query } };
  const holder =
    where === 'json'
      ? (copy.json = { ...(input.json as Record<string, unknown>) })
      : where === 'form'
        ? (copy.form = { ...input.form })
        : copy[where];
  const target = holder as Record<string, unknown>;
  if ('remove' in change) delete target[name];
  else target[name] = change.value;
  return copy;
}

function fieldsOf(op: ContractOperation, input: OperationInput): Array<[Where, string, Schema, boolean]> {
  const fields: Array<[Where, string, Schema, boolean]> = op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => [p.in as Where, p.name, flatten(p.schema, op.document), p.required]);
  const body =
    multipartSchema(op) ??
    (input.json && typeof input.json === 'object' && !Array.isArray(input.json)
      ? flatten(jsonSchema(op), op.document)
      : undefined);
  const where: Where = multipartSchema(op) ? 'form' : 'json';
  const required = new Set((body?.required as string[] | undefined) ?? []);
  for (const [name, s] of Object.entries((body?.properties as Record<string, unknown> | undefined) ?? {})) {
    if (!isBinary(s, op.document)) fields.push([where, name, flatten(s, op.document), required.has(name)]);
  }
  return fields;
}

/**
 * Every request that breaks exactly one rule the contract states for this operation, starting from valid values;
 * each is kept only when the contract's own request check refuses it (so it is surely invalid).
 */
export function mutationsOf(op: ContractOperation, input: OperationInput): Mutation[] {
  const found: Mutation[] = [];
  for (const [where, name, schema, required] of fieldsOf(op, input)) {
    const holder = (where === 'json' ? input.json : where === 'form' ? input.form : input[where]) as
      Record<string, unknown> | undefined;
    for (const change of changes(schema, holder?.[name], where, required)) {
      const mutated = apply(input, where, name, change);
      if (contractProblem(op, mutated)) found.push({ rule: `${where}.${name}: ${change.rule}`, input: mutated });
    }
  }
  const body = jsonSchema(op) === undefined ? undefined : flatten(jsonSchema(op), op.document);
  if (body && input.json && typeof input.json === 'object' && !Array.isArray(input.json)) {
    if (body.additionalProperties === false || body.maxProperties === 0) {
      const mutated = { ...input, json: { ...(input.json as Record<string, unknown>), unexpectedField: 'x' } };
      if (contractProblem(op, mutated)) found.push({ rule: 'json: additionalProperties false', input: mutated });
    }
  }
  if (op.requestBody?.required && (input.json !== undefined || input.form)) {
    const { json: _json, form: _form, ...rest } = input;
    if (contractProblem(op, rest)) found.push({ rule: 'body: required', input: rest });
  }
  return found;
}
