import type { ValidateFunction } from 'ajv';
import type { RawRequest } from './raw-request.ts';
import { anchorRefs, coercingAjv, jsonBodyAjv } from './ajv.ts';
import { decimalFields, firstNonDecimal, formFieldSchemas, type DecimalFields } from './decimal-text.ts';
import { describeError } from './error-messages.ts';
import type { ContractOperation, ParameterSpec } from './load-contract.ts';

export type RequestCheck =
  { ok: true; params: Record<string, unknown>; query: Record<string, unknown>; body: unknown } | RequestRefusal;

export interface RequestRefusal {
  ok: false;
  field: string;
  message: string;
  /** The value is absent (rather than malformed). */
  missing: boolean;
  /** The JSON Schema keyword the value breaks ('pattern', 'enum', 'not', …), when a schema refused it. */
  keyword?: string;
  /** The value refused, when one was sent. */
  value?: unknown;
  /** The object or list that holds the refused value (its siblings can name it in a message). */
  container?: unknown;
  /** A cross-field rule's (`x-rules`) exact answer: its message is the contract's own, and its error code. */
  rule?: { error?: string };
}

interface BodyCheck {
  validate: ValidateFunction;
  /** Form fields arrive as text and are coerced; their schemas say which must be decimal numbers. */
  formFields?: DecimalFields;
}

interface CompiledRule {
  validate: ValidateFunction;
  message: string;
  error?: string;
}

interface Compiled {
  rules: CompiledRule[];
  path: ValidateFunction;
  query: ValidateFunction;
  pathFields: DecimalFields;
  queryFields: DecimalFields;
  bodies: Map<string, BodyCheck>;
}

const cache = new WeakMap<ContractOperation, Compiled>();

function fieldSchemas(parameters: ParameterSpec[]): Record<string, unknown> {
  return Object.fromEntries(parameters.map((p) => [p.name, p.schema]));
}

function objectSchema(parameters: ParameterSpec[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: fieldSchemas(parameters),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

function compile(operation: ContractOperation): Compiled {
  const inPlace = (where: ParameterSpec['in']) => operation.parameters.filter((p) => p.in === where);
  const bodies = new Map<string, BodyCheck>();
  for (const [media, spec] of Object.entries(operation.requestBody?.content ?? {})) {
    if (!spec.schema) continue;
    const coerce = media !== 'application/json'; // form fields arrive as text
    bodies.set(media, {
      validate: (coerce ? coercingAjv(operation.document) : jsonBodyAjv(operation.document)).compile(
        anchorRefs(spec.schema),
      ),
      ...(coerce
        ? { formFields: decimalFields(formFieldSchemas(spec.schema, operation.document), operation.document) }
        : {}),
    });
  }
  return {
    rules: operation.rules.map((rule) => ({
      validate: jsonBodyAjv(operation.document).compile(anchorRefs(rule.schema)),
      message: rule.message,
      ...(rule.error === undefined ? {} : { error: rule.error }),
    })),
    path: coercingAjv(operation.document).compile(anchorRefs(objectSchema(inPlace('path')))),
    query: coercingAjv(operation.document).compile(anchorRefs(objectSchema(inPlace('query')))),
    pathFields: decimalFields(fieldSchemas(inPlace('path')), operation.document),
    queryFields: decimalFields(fieldSchemas(inPlace('query')), operation.document),
    bodies,
  };
}

/** Blank query values count as absent, so a blank required value reads '<name> is required'. */
function withoutBlanks(values: Record<string, string | string[]>): Record<string, unknown> {
  // Assigned (a quarter of the time of Object.fromEntries, on every call), except a parameter named __proto__:
  // defined, so that it stays a value like any other.
  const kept: Record<string, unknown> = {};
  for (const name of Object.keys(values)) {
    const value = values[name]!;
    if (Array.isArray(value) ? value.length === 0 : value.trim() === '') continue;
    if (name === '__proto__')
      Object.defineProperty(kept, name, { value, enumerable: true, writable: true, configurable: true });
    else kept[name] = value;
  }
  return kept;
}

/** The value at an Ajv instance path ('/a/0/b') of the data validated. */
function valueAt(data: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );
}

function failure(validate: ValidateFunction, data: unknown): RequestRefusal {
  const first = validate.errors?.[0];
  if (!first) return { ok: false, field: 'request', message: 'request is invalid', missing: false };
  const missing = first.keyword === 'required';
  return {
    ok: false,
    ...describeError(first),
    missing,
    keyword: first.keyword,
    ...(missing
      ? {}
      : {
          value: valueAt(data, first.instancePath),
          container: valueAt(data, first.instancePath.slice(0, first.instancePath.lastIndexOf('/'))),
        }),
  };
}

/** The operation's cross-field rules (`x-rules`), each a schema over the whole request: { path, query, body }. */
function ruleRefusal(rules: CompiledRule[], request: Record<string, unknown>): RequestRefusal | undefined {
  const broken = rules.find((rule) => !rule.validate(request));
  if (!broken) return undefined;
  return {
    ok: false,
    field: 'request',
    message: broken.message,
    missing: false,
    rule: broken.error === undefined ? {} : { error: broken.error },
  };
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function checkBody(
  operation: ContractOperation,
  compiled: Compiled,
  raw: RawRequest,
): RequestCheck | { ok: true; body: unknown } {
  const declared = operation.requestBody;
  const hasBody = raw.body !== undefined || raw.files.length > 0;
  if (!declared || !hasBody) {
    if (declared?.required) return { ok: false, field: 'body', message: 'request body is required', missing: true };
    return { ok: true, body: undefined };
  }
  const media = mediaType(raw.contentType);
  const entry = compiled.bodies.get(media);
  if (!declared.content[media]) {
    return {
      ok: false,
      field: 'body',
      message: `Content-Type must be ${Object.keys(declared.content).join(' or ')}`,
      missing: false,
    };
  }
  if (!entry) return { ok: true, body: raw.body };
  // Files take part in validation by name only; the pipeline hands the bytes to the handler. Validation
  // coerces and fills in defaults, so it works on a copy: the request as received stays as it was.
  const fields = entry.formFields;
  const notDecimal = fields ? firstNonDecimal((raw.body ?? {}) as Record<string, unknown>, fields) : undefined;
  if (notDecimal) return { ok: false, ...notDecimal, missing: false };
  const body = fields
    ? { ...(raw.body as Record<string, unknown>), ...Object.fromEntries(raw.files.map((f) => [f.field, f.filename])) }
    : structuredClone(raw.body);
  if (!entry.validate(body)) return failure(entry.validate, body);
  return { ok: true, body };
}

/** JSON has no Infinity or NaN: a text such as '1e999' coerces to one and must be refused. */
function nonFinite(values: Record<string, unknown>): RequestCheck | undefined {
  for (const field of Object.keys(values)) {
    const value = values[field];
    if (typeof value === 'number' && !Number.isFinite(value))
      return { ok: false, field, message: `${field} must be a finite number`, missing: false };
  }
  return undefined;
}

/** Validates a request against its operation and returns the typed values, or the first problem. */
export function validateRequest(operation: ContractOperation, raw: RawRequest): RequestCheck {
  let compiled = cache.get(operation);
  if (!compiled) {
    compiled = compile(operation);
    cache.set(operation, compiled);
  }
  const params: Record<string, unknown> = withoutBlanks(raw.pathParams);
  const query = withoutBlanks(raw.query);
  const notDecimal = firstNonDecimal(params, compiled.pathFields) ?? firstNonDecimal(query, compiled.queryFields);
  if (notDecimal) return { ok: false, ...notDecimal, missing: false };
  if (!compiled.path(params)) return failure(compiled.path, params);
  if (!compiled.query(query)) return failure(compiled.query, query);
  const infinite = nonFinite(params) ?? nonFinite(query);
  if (infinite) return infinite;
  const body = checkBody(operation, compiled, raw);
  if (!body.ok) return body;
  const broken =
    compiled.rules.length > 0 ? ruleRefusal(compiled.rules, { path: params, query, body: body.body }) : undefined;
  if (broken) return broken;
  return { ok: true, params, query, body: body.body };
}
