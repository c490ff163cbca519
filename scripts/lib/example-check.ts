import { coercingAjv, exactValidator, anchorRefs } from '#mock/contract/ajv.ts';
import { describeError } from '#mock/contract/error-messages.ts';

type Json = Record<string, unknown>;

/** One example of the contract and the schema it must satisfy. */
export interface ContractExample {
  /** JSON pointer of the example value in openapi/openapi.json. */
  pointer: string;
  schema: object;
  value: unknown;
  /** Form fields arrive as text: they are checked as the mock checks them, coerced to the declared types. */
  form: boolean;
}

export interface ExampleProblem {
  pointer: string;
  message: string;
}

/** Keys under which a schema holds further schemas, one or a list or a map of them. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows a local reference (#/components/examples/…) inside the document. */
function resolved(document: Json, value: unknown): unknown {
  let current = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
  }
  return current;
}

function schemaExamples(schema: unknown, pointer: string, found: ContractExample[]): void {
  if (!isObject(schema)) return;
  if (Array.isArray(schema.examples))
    schema.examples.forEach((value, index) =>
      found.push({ pointer: `${pointer}/examples/${index}`, schema, value, form: false }),
    );
  if ('example' in schema) found.push({ pointer: `${pointer}/example`, schema, value: schema.example, form: false });
  for (const key of ONE_SCHEMA) schemaExamples(schema[key], `${pointer}/${key}`, found);
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((entry, index) => schemaExamples(entry, `${pointer}/${key}/${index}`, found));
  }
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (isObject(map))
      for (const [name, entry] of Object.entries(map))
        schemaExamples(entry, `${pointer}/${key}/${escape(name)}`, found);
  }
}

/** The `example` and `examples.*.value` of a parameter or a media type object, against its schema. */
function holderExamples(document: Json, holder: Json, pointer: string, form: boolean, found: ContractExample[]): void {
  const schema = resolved(document, holder.schema);
  if (!isObject(schema)) return;
  if ('example' in holder) found.push({ pointer: `${pointer}/example`, schema, value: holder.example, form });
  if (isObject(holder.examples)) {
    for (const [name, entry] of Object.entries(holder.examples)) {
      const example = resolved(document, entry);
      if (isObject(example) && 'value' in example)
        found.push({ pointer: `${pointer}/examples/${escape(name)}/value`, schema, value: example.value, form });
    }
  }
  schemaExamples(holder.schema, `${pointer}/schema`, found);
}

function contentExamples(document: Json, content: unknown, pointer: string, found: ContractExample[]): void {
  if (!isObject(content)) return;
  for (const [media, entry] of Object.entries(content)) {
    if (!isObject(entry)) continue;
    const form = media === 'multipart/form-data' || media === 'application/x-www-form-urlencoded';
    holderExamples(document, entry, `${pointer}/${escape(media)}`, form, found);
  }
}

function operationExamples(document: Json, operation: Json, pointer: string, found: ContractExample[]): void {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  parameters.forEach((parameter, index) => {
    if (isObject(parameter) && typeof parameter.$ref !== 'string')
      holderExamples(document, parameter, `${pointer}/parameters/${index}`, false, found);
  });
  const body = operation.requestBody;
  if (isObject(body) && typeof body.$ref !== 'string')
    contentExamples(document, body.content, `${pointer}/requestBody/content`, found);
  if (!isObject(operation.responses)) return;
  for (const [status, response] of Object.entries(operation.responses)) {
    if (isObject(response) && typeof response.$ref !== 'string')
      contentExamples(document, response.content, `${pointer}/responses/${status}/content`, found);
  }
}

/**
 * Every example of the contract with its schema: parameter examples, request and response `example` and
 * `examples.*.value`, and schema-level `examples` (and `example`) wherever a schema sits, in operations and in
 * components. A component referred to from several places is checked once, where it is defined.
 */
export function contractExamples(document: Json): ContractExample[] {
  const found: ContractExample[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const itemPointer = `/paths/${escape(path)}`;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    operationExamples(document, { parameters: shared }, itemPointer, found);
    for (const [method, operation] of Object.entries(item)) {
      if (isObject(operation) && typeof operation.operationId === 'string')
        operationExamples(document, operation, `${itemPointer}/${method}`, found);
    }
  }
  const components = isObject(document.components) ? document.components : {};
  for (const [name, schema] of Object.entries(isObject(components.schemas) ? components.schemas : {}))
    schemaExamples(schema, `/components/schemas/${escape(name)}`, found);
  for (const [name, parameter] of Object.entries(isObject(components.parameters) ? components.parameters : {}))
    if (isObject(parameter))
      holderExamples(document, parameter, `/components/parameters/${escape(name)}`, false, found);
  for (const [name, response] of Object.entries(isObject(components.responses) ? components.responses : {}))
    if (isObject(response))
      contentExamples(document, response.content, `/components/responses/${escape(name)}/content`, found);
  return found;
}

/** The first reason an example breaks its schema (validated as the mock validates: exact, or coerced for forms). */
function problemOf(example: ContractExample): string | undefined {
  if (example.form) {
    const validate = coercingAjv().compile(anchorRefs(example.schema));
    const copy = structuredClone(example.value);
    if (validate(copy)) return undefined;
    const first = validate.errors?.[0];
    return first ? describeError(first).message : 'is invalid';
  }
  const validate = exactValidator(example.schema);
  if (validate(example.value)) return undefined;
  const first = validate.errors?.[0];
  return first ? `${describeError(first, 'value').message} (${first.schemaPath})` : 'is invalid';
}

/** The examples that do not validate against their schema, each with the first reason. */
export function examplesOffSchema(document: Json): ExampleProblem[] {
  return contractExamples(document).flatMap((example) => {
    const message = problemOf(example);
    return message === undefined ? [] : [{ pointer: example.pointer, message }];
  });
}
