// OpenAPI 3.0 writes a few JSON Schema rules its own way; the diff and the validators read the 2020-12 way that
// OpenAPI 3.1 uses. A 3.0 contract is rewritten once, on a copy, where its schemas stand.
import { isObject } from './pointer.ts';

type Json = Record<string, unknown>;

const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];
const SCHEMA_SLOTS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

export interface DialectOptions {
  /**
   * `nullable: true` beside no `type` (on an `allOf`, a `$ref`) is written as `anyOf: [{ type: 'null' }, …]` for a
   * validator; the diff keeps the keyword where it is, so that pointers stay those of the document.
   */
  wrapUntypedNullable: boolean;
}

function schema(node: unknown, options: DialectOptions): unknown {
  if (!isObject(node)) return node;
  const out: Json = { ...node };
  for (const key of SCHEMA_LISTS) if (Array.isArray(out[key])) out[key] = out[key].map((s) => schema(s, options));
  for (const key of SCHEMA_MAPS)
    if (isObject(out[key]))
      out[key] = Object.fromEntries(Object.entries(out[key]).map(([name, s]) => [name, schema(s, options)]));
  for (const key of SCHEMA_SLOTS) if (key in out) out[key] = schema(out[key], options);
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (out[exclusive] === true && typeof out[bound] === 'number') {
      out[exclusive] = out[bound];
      delete out[bound];
    } else if (typeof out[exclusive] === 'boolean') delete out[exclusive];
  }
  if (out.nullable === true) {
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      delete out.nullable;
    } else if (options.wrapUntypedNullable && out.type === undefined) {
      const { nullable: _nullable, ...rest } = out;
      return { anyOf: [{ type: 'null' }, rest] };
    }
  } else if (out.nullable === false) delete out.nullable;
  return out;
}

function media(content: unknown, options: DialectOptions): unknown {
  if (!isObject(content)) return content;
  return Object.fromEntries(
    Object.entries(content).map(([type, entry]) => [
      type,
      isObject(entry) && 'schema' in entry ? { ...entry, schema: schema(entry.schema, options) } : entry,
    ]),
  );
}

/** A parameter, a header, a request body or a response: the schemas it holds. */
function holder(node: unknown, options: DialectOptions): unknown {
  if (!isObject(node) || '$ref' in node) return node;
  const out: Json = { ...node };
  if ('schema' in out) out.schema = schema(out.schema, options);
  if ('content' in out) out.content = media(out.content, options);
  if (isObject(out.headers)) out.headers = mapValues(out.headers, (h) => holder(h, options));
  return out;
}

const mapValues = (record: Json, f: (value: unknown) => unknown): Json =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));

function operation(node: unknown, options: DialectOptions): unknown {
  if (!isObject(node)) return node;
  const out: Json = { ...node };
  if (Array.isArray(out.parameters)) out.parameters = out.parameters.map((p) => holder(p, options));
  if ('requestBody' in out) out.requestBody = holder(out.requestBody, options);
  if (isObject(out.responses)) out.responses = mapValues(out.responses, (r) => holder(r, options));
  if (isObject(out.callbacks))
    out.callbacks = mapValues(out.callbacks, (callback) =>
      isObject(callback) ? mapValues(callback, (item) => pathItem(item, options)) : callback,
    );
  return out;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function pathItem(node: unknown, options: DialectOptions): unknown {
  if (!isObject(node)) return node;
  const out: Json = { ...node };
  if (Array.isArray(out.parameters)) out.parameters = out.parameters.map((p) => holder(p, options));
  for (const method of METHODS) if (method in out) out[method] = operation(out[method], options);
  return out;
}

/** The document with its schemas in the 2020-12 dialect (a 3.1 document is given back as it is). */
export function inJsonSchemaDialect(document: Json, options: DialectOptions): Json {
  if (!String(document.openapi ?? '').startsWith('3.0')) return document;
  const out: Json = { ...document };
  if (isObject(out.paths)) out.paths = mapValues(out.paths, (item) => pathItem(item, options));
  if (isObject(out.components)) {
    const components: Json = { ...out.components };
    if (isObject(components.schemas)) components.schemas = mapValues(components.schemas, (s) => schema(s, options));
    for (const kind of ['parameters', 'headers', 'requestBodies', 'responses'])
      if (isObject(components[kind])) components[kind] = mapValues(components[kind], (h) => holder(h, options));
    out.components = components;
  }
  return out;
}
