import fc from 'fast-check';
import type { ContractOperation, ParameterSpec } from '#mock/contract/load-contract.ts';
import { localRequestProblem } from '../runner/local-request-check.ts';
import type { CallInput } from '../runner/types.ts';
import { consumerOf } from './dependencies.ts';
import type { FilePart } from './generated-request.ts';
import type { RunState } from './run-state.ts';
import { arbitraryFor, examplesOf, flatten, type Schema } from './schema-arbitrary.ts';

/** A request's values before they are written out: typed, so one rule can be broken at a time. */
export interface OperationInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  json?: unknown;
  form?: Record<string, unknown>;
  /** Fields of a write whose value must come from an earlier answer and none has come yet: not sent. */
  unresolved?: string[];
}

const PDF = (title: string) =>
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\n%${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;

export const pdfPart = (field: string): FilePart => ({
  filename: `${field}.pdf`,
  contentType: 'application/pdf',
  text: PDF(field),
});

export const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && 'filename' in value && 'text' in value;

export const isBinary = (schema: unknown, document: Schema) => flatten(schema, document).format === 'binary';

export const multipartSchema = (op: ContractOperation): Schema | undefined => {
  const schema = op.requestBody?.content['multipart/form-data']?.schema;
  return schema === undefined ? undefined : flatten(schema, op.document);
};

export const jsonSchema = (op: ContractOperation): unknown => op.requestBody?.content['application/json']?.schema;

function parameterArbitrary(parameter: ParameterSpec, document: Schema): fc.Arbitrary<unknown> {
  const examples = examplesOf(parameter as unknown as Schema);
  const generated = arbitraryFor(parameter.schema, document);
  return examples.length === 0 ? generated : fc.oneof(fc.constantFrom(...examples), generated);
}

function fieldsArbitrary(
  fields: Array<[string, fc.Arbitrary<unknown>, boolean]>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(fields.map(([name, arb]) => [name, arb])), {
    requiredKeys: fields.filter(([, , required]) => required).map(([name]) => name),
  });
}

function formArbitrary(schema: Schema, document: Schema): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const properties = Object.entries((schema.properties as Record<string, unknown> | undefined) ?? {});
  return fieldsArbitrary(
    properties.map(([name, s]) => [
      name,
      isBinary(s, document) ? fc.constant(pdfPart(name)) : arbitraryFor(s, document),
      required.has(name),
    ]),
  );
}

/** The request body's own examples (the media type's example / examples). */
function bodyExamples(op: ContractOperation): unknown[] {
  const media = op.requestBody?.content['application/json'] as
    { example?: unknown; examples?: Record<string, { value?: unknown }> } | undefined;
  if (!media) return [];
  const listed = Object.values(media.examples ?? {}).map((e) => e.value);
  return [media.example, ...listed].filter((value) => value !== undefined);
}

function withBodyExamples(op: ContractOperation, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const examples = bodyExamples(op);
  return examples.length === 0 ? generated : fc.oneof(fc.constantFrom(...examples), generated);
}

/** Schema-valid values for every parameter and the body, before the dependencies are filled in. */
function valuesArbitrary(op: ContractOperation): fc.Arbitrary<OperationInput> {
  const params = (where: 'path' | 'query') =>
    fieldsArbitrary(
      op.parameters
        .filter((p) => p.in === where)
        .map((p): [string, fc.Arbitrary<unknown>, boolean] => [
          p.name,
          parameterArbitrary(p, op.document),
          p.required || where === 'path',
        ]),
    );
  const form = multipartSchema(op);
  const json = jsonSchema(op);
  const body: fc.Arbitrary<Pick<OperationInput, 'json' | 'form'>> = form
    ? formArbitrary(form, op.document).map((f) => ({ form: f }))
    : json !== undefined
      ? withBodyExamples(op, arbitraryFor(json, op.document)).map((j) => ({ json: j }))
      : fc.constant({});
  return fc.tuple(params('path'), params('query'), body).map(([path, query, rest]) => ({ path, query, ...rest }));
}

const isWrite = (op: ContractOperation) => op.method !== 'get';

/**
 * Fills the fields the dependency table names: the run's own candidate, and values earlier answers gave. The table
 * is this product's: another contract's values are drawn from its schemas alone.
 */
function withDependencies(op: ContractOperation, input: OperationInput, state: RunState, pick: number): OperationInput {
  if (state.sessions.generic) return input;
  const unresolved: string[] = [];
  const fill = (holder: Record<string, unknown>, name: string, index: number) => {
    const source = consumerOf(op.operationId, name);
    if (!source) return;
    if ('session' in source) {
      const value = state.session(source.session);
      if (value === undefined) delete holder[name];
      else holder[name] = value;
      return;
    }
    const pool = state.values(source.resource);
    if (pool.length > 0)
      holder[name] = name === 'skillIds' ? pool.slice(0, 3).join(',') : pool[(pick + index) % pool.length];
    else if (isWrite(op) && name in holder) unresolved.push(name);
  };
  const copy: OperationInput = { ...input, path: { ...input.path }, query: { ...input.query } };
  const holders = [copy.path, copy.query];
  if (copy.form) holders.push((copy.form = { ...copy.form }));
  if (copy.json && typeof copy.json === 'object' && !Array.isArray(copy.json)) {
    copy.json = { ...(copy.json as Record<string, unknown>) };
    holders.push(copy.json as Record<string, unknown>);
  }
  let index = 0;
  for (const holder of holders) for (const name of Object.keys(holder)) fill(holder, name, index++);
  // A required parameter left out (a session value the generator does not draw): set it as well.
  for (const p of op.parameters)
    if (p.in === 'query' && p.required && !(p.name in copy.query)) fill(copy.query, p.name, index++);
  return unresolved.length > 0 ? { ...copy, unresolved } : copy;
}

/** Positive inputs: schema-valid values with the dependencies filled in from the run's state. */
export function positiveArbitrary(op: ContractOperation, state: RunState): fc.Arbitrary<OperationInput> {
  return fc.tuple(valuesArbitrary(op), fc.nat(1000)).map(([input, pick]) => withDependencies(op, input, state, pick));
}

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The runner's call shape, for the contract's own request check. */
export function asCallInput(input: OperationInput): CallInput {
  const texts = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, asText(v)]));
  const form = input.form
    ? Object.fromEntries(
        Object.entries(input.form).map(([k, v]) => [
          k,
          isFilePart(v)
            ? { filename: v.filename, contentType: v.contentType, data: new TextEncoder().encode(v.text) }
            : asText(v),
        ]),
      )
    : undefined;
  return { path: texts(input.path), query: texts(input.query), json: input.json, form };
}

/** Why the contract refuses these values, or undefined when it accepts them. */
export function contractProblem(op: ContractOperation, input: OperationInput): string | undefined {
  return localRequestProblem(op, asCallInput(input));
}

export { asText };
