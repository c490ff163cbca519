import type { InjectOptions } from 'fastify';
import { contract, resolve, type ContractOperation, type ParameterSpec } from '#mock/contract/load-contract.ts';
import { multipartBody, type FilePart } from '#mock/testing/multipart.ts';

/**
 * Requests built from the contract's own examples, with one value replaced: what a client sends when it gets
 * everything right but one field. Used to check how the mock answers that one field.
 */
type Schema = Record<string, unknown>;
type Where = 'path' | 'query' | 'json' | 'form';

export interface Field {
  where: Where;
  name: string;
  schema: unknown;
}

const REF_PREFIX = '#/components/schemas/';

function exampleOf(p: ParameterSpec): string {
  const spec = p as ParameterSpec & { example?: unknown };
  const schema = resolve<Schema>(p.schema);
  const value = spec.example ?? schema.default ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  return value === undefined ? '1' : String(value);
}

function mediaExample(op: ContractOperation, media: string): Record<string, unknown> | undefined {
  const content = op.requestBody?.content[media] as
    { example?: unknown; examples?: Record<string, { value?: unknown }> } | undefined;
  const example = content?.example ?? Object.values(content?.examples ?? {})[0]?.value;
  return example && typeof example === 'object' && !Array.isArray(example)
    ? (example as Record<string, unknown>)
    : undefined;
}

function propertiesOf(schema: unknown): Record<string, unknown> {
  const body = resolve<Schema | undefined>(schema);
  return (body?.properties as Record<string, unknown> | undefined) ?? {};
}

/** Every value an operation takes by name: path and query parameters, top-level JSON and form fields. */
export function fieldsOf(op: ContractOperation): Field[] {
  const params = op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p): Field => ({ where: p.in as 'path' | 'query', name: p.name, schema: p.schema }));
  const json = op.requestBody?.content['application/json']?.schema;
  const form = op.requestBody?.content['multipart/form-data']?.schema;
  const body = (where: Where, schema: unknown): Field[] =>
    Object.entries(propertiesOf(schema)).map(([name, fieldSchema]) => ({ where, name, schema: fieldSchema }));
  return [...params, ...(json ? body('json', json) : []), ...(form ? body('form', form) : [])];
}

/** The component names a schema refers to, directly or through allOf/anyOf/oneOf (not through properties). */
export function referencedSchemas(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Schema;
  const own =
    typeof node.$ref === 'string' && node.$ref.startsWith(REF_PREFIX) ? [node.$ref.slice(REF_PREFIX.length)] : [];
  const nested = ['allOf', 'anyOf', 'oneOf'].flatMap((key) =>
    Array.isArray(node[key]) ? (node[key] as unknown[]) : [],
  );
  const target = own[0] ? (contract.components as { schemas: Record<string, unknown> }).schemas[own[0]] : undefined;
  return [...own, ...nested.flatMap(referencedSchemas), ...(target ? referencedSchemas(target) : [])];
}

/** The declared type of a field (through $ref and a single allOf), e.g. 'integer'. */
export function declaredType(schema: unknown): string | undefined {
  let node = resolve<Schema | undefined>(schema);
  while (node && node.type === undefined && Array.isArray(node.allOf) && node.allOf.length === 1)
    node = resolve<Schema>(node.allOf[0]);
  return typeof node?.type === 'string' ? node.type : undefined;
}

function isBinary(schema: unknown): boolean {
  let node = resolve<Schema | undefined>(schema);
  while (node && node.format === undefined && Array.isArray(node.allOf) && node.allOf.length === 1)
    node = resolve<Schema>(node.allOf[0]);
  return node?.format === 'binary';
}

const PDF: FilePart['data'] = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/** The operation's example request with `field` set to `value` (as text, the way a client writes it). */
export async function exampleRequestWith(
  op: ContractOperation,
  field: Field,
  value: string,
  token: string,
): Promise<InjectOptions> {
  const pathValues = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, exampleOf(p)]),
  );
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((p) => p.in === 'query' && p.required)) query.set(p.name, exampleOf(p));
  if (field.where === 'path') pathValues[field.name] = value;
  if (field.where === 'query') query.set(field.name, value);
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? '1'));
  const search = query.toString();
  const request: InjectOptions = {
    method: op.method.toUpperCase() as InjectOptions['method'],
    url: search ? `${path}?${search}` : path,
    headers: { authorization: `Bearer ${token}` },
  };
  const jsonExample = mediaExample(op, 'application/json');
  if (op.requestBody?.content['application/json'] && (jsonExample || field.where === 'json')) {
    const body = { ...(jsonExample ?? {}) };
    if (field.where === 'json') body[field.name] = value;
    return {
      ...request,
      headers: { ...request.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    };
  }
  const form = op.requestBody?.content['multipart/form-data'];
  if (form) {
    const fields: Record<string, string> = {};
    const files: FilePart[] = [];
    const example = mediaExample(op, 'multipart/form-data') ?? {};
    for (const [name, schema] of Object.entries(propertiesOf(form.schema))) {
      if (isBinary(schema))
        files.push({
          field: name,
          filename: String(example[name] ?? 'document.pdf'),
          type: 'application/pdf',
          data: PDF,
        });
      else if (example[name] !== undefined) fields[name] = String(example[name]);
    }
    if (field.where === 'form') fields[field.name] = value;
    const body = await multipartBody(fields, files);
    return { ...request, headers: { ...request.headers, ...body.headers }, payload: body.payload };
  }
  return request;
}
