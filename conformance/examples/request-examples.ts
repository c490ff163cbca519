export type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A file part of a multipart example: the example names the file, the replay sends bytes of its type. */
export interface ExampleFile {
  field: string;
  filename: string;
  contentType: string;
}

/** One request built from the contract's examples, and the status its example documents. */
export interface ExampleRequest {
  operationId: string;
  /** 'example' for the main example, else the name of the named example the request carries. */
  name: string;
  method: (typeof METHODS)[number];
  /** The path template, e.g. /a/{id}. */
  path: string;
  /** Parameter values by where they go ('path', 'query', 'header') and name. */
  parameters: Record<string, Record<string, string>>;
  json?: unknown;
  form?: { fields: Record<string, string>; files: ExampleFile[]; encoding: Record<string, string> };
  /** The statuses the example documents: the operation's 2xx, or the status of the same-named answer example. */
  expect: number[];
  bearer: boolean;
  /**
   * An operation whose answer links to this one (an OpenAPI `links` entry of its 2xx): its main example is sent
   * first and the link's parameters (`$request.query.x`, `$request.path.x`, `$response.body#/pointer`) fill this
   * request's, as a chained call would (a code is checked after it was sent).
   */
  after?: { request: ExampleRequest; parameters: Record<string, string> };
}

/** A value with its `$ref`s followed (an empty object for anything that is not one). */
export function resolved(document: Json, value: unknown): Json {
  let current = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
  }
  return isObject(current) ? current : {};
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  examples?: Record<string, unknown>;
}

/** The main example of a holder (`example`, else the first named one) and its named ones. */
function examplesOf(document: Json, holder: Json): { main?: unknown; named: Array<[string, unknown]> } {
  const named = Object.entries(isObject(holder.examples) ? holder.examples : {}).map(
    ([name, entry]) => [name, resolved(document, entry).value] as [string, unknown],
  );
  return { main: 'example' in holder ? holder.example : named[0]?.[1], named };
}

/** Statuses whose answers carry an example of this name (a request example documenting that answer). */
function statusesNamed(document: Json, operation: Json, name: string): number[] {
  return Object.entries(resolved(document, operation.responses))
    .filter(([, response]) =>
      Object.values(resolved(document, response).content ?? {}).some(
        (media) => isObject(media) && isObject(media.examples) && name in media.examples,
      ),
    )
    .map(([status]) => Number(status))
    .filter((status) => status >= 300);
}

const successes = (operation: Json): number[] =>
  Object.keys(resolved({}, operation.responses))
    .map(Number)
    .filter((status) => status >= 200 && status < 300);

/** A file field: `format: binary`, written on the property or on a schema it is made of (allOf). */
function isBinary(document: Json, schema: unknown): boolean {
  const property = resolved(document, schema);
  return (
    property.format === 'binary' || (Array.isArray(property.allOf) && property.allOf.some((s) => isBinary(document, s)))
  );
}

function formFields(document: Json, media: Json): { binary: Set<string>; encoding: Record<string, string> } {
  const schema = resolved(document, media.schema);
  const binary = new Set<string>();
  for (const [name, property] of Object.entries(isObject(schema.properties) ? schema.properties : {}))
    if (isBinary(document, property)) binary.add(name);
  const encoding: Record<string, string> = {};
  for (const [name, entry] of Object.entries(isObject(media.encoding) ? media.encoding : {}))
    if (isObject(entry) && typeof entry.contentType === 'string') encoding[name] = entry.contentType;
  return { binary, encoding };
}

function asForm(document: Json, media: Json, value: unknown): NonNullable<ExampleRequest['form']> {
  const { binary, encoding } = formFields(document, media);
  const fields: Record<string, string> = {};
  const files: ExampleFile[] = [];
  for (const [name, field] of Object.entries(isObject(value) ? value : {})) {
    if (binary.has(name)) {
      const contentType = (encoding[name] ?? 'application/octet-stream').split(',')[0]!.trim();
      files.push({ field: name, filename: String(field), contentType });
    } else fields[name] = String(field);
  }
  return { fields, files, encoding };
}

/** The path with its parameters filled in, and the query string. */
export function urlOf(request: Pick<ExampleRequest, 'path' | 'parameters'>): string {
  const filled = request.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(request.parameters.path?.[name] ?? ''),
  );
  const search = new URLSearchParams(request.parameters.query ?? {}).toString();
  return search ? `${filled}?${search}` : filled;
}

function operationRequests(document: Json, path: string, method: ExampleRequest['method'], operation: Json) {
  const item = resolved(document, (document.paths as Json)[path]);
  const parameters = [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ].map((p) => resolved(document, p) as unknown as Parameter);
  const mains = new Map<Parameter, unknown>();
  const named: Array<{ name: string; parameter?: Parameter; value: unknown }> = [];
  for (const parameter of parameters) {
    const { main, named: more } = examplesOf(document, parameter as unknown as Json);
    if (main !== undefined) mains.set(parameter, main);
    for (const [name, value] of more.slice('example' in parameter ? 0 : 1)) named.push({ name, parameter, value });
  }
  const body = resolved(document, operation.requestBody);
  const [media, mediaSpec] = Object.entries(isObject(body.content) ? body.content : {})[0] ?? [];
  const bodyExamples = mediaSpec ? examplesOf(document, resolved(document, mediaSpec)) : { named: [] };
  const bodyHasMain = mediaSpec !== undefined && 'example' in resolved(document, mediaSpec);
  for (const [name, value] of bodyExamples.named.slice(bodyHasMain ? 0 : 1)) named.push({ name, value });
  const security = Array.isArray(operation.security) ? (operation.security as Json[]) : [];
  const bearer = security.some((entry) => 'bearerAuth' in entry);

  const build = (name: string, values: Map<Parameter, unknown>, bodyValue: unknown): ExampleRequest => {
    const placed: Record<string, Record<string, string>> = {};
    for (const [parameter, value] of values) (placed[parameter.in] ??= {})[parameter.name] = String(value);
    const documented = name === 'example' ? [] : statusesNamed(document, operation, name);
    const request: ExampleRequest = {
      operationId: String(operation.operationId),
      name,
      method,
      path,
      parameters: placed,
      expect: documented.length > 0 ? documented : successes(operation),
      bearer,
    };
    if (bodyValue === undefined || !media || !mediaSpec) return request;
    if (media === 'multipart/form-data')
      return { ...request, form: asForm(document, resolved(document, mediaSpec), bodyValue) };
    return { ...request, json: bodyValue };
  };

  const requests = [build('example', mains, bodyExamples.main)];
  const done = new Set<string>();
  for (const { name } of named) {
    if (done.has(name)) continue;
    done.add(name);
    // A named example is one request: every parameter's and the body's example of that name (as tools that pair
    // examples by name read them), the main examples elsewhere.
    const values = new Map(mains);
    for (const other of named) if (other.name === name && other.parameter) values.set(other.parameter, other.value);
    const body = named.find((other) => other.name === name && !other.parameter);
    requests.push(build(name, values, body ? body.value : bodyExamples.main));
  }
  return requests;
}

/** The `links` of an operation's 2xx answers: target operationId → the link's parameter expressions. */
function linksOf(document: Json, operation: Json): Array<[string, Record<string, string>]> {
  return Object.entries(resolved(document, operation.responses))
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => Object.values(resolved(document, response).links ?? {}))
    .map((link) => resolved(document, link))
    .filter((link) => typeof link.operationId === 'string')
    .map((link) => [
      String(link.operationId),
      (isObject(link.parameters) ? link.parameters : {}) as Record<string, string>,
    ]);
}

/**
 * The requests the contract's examples describe, per operation: one from every parameter's and the body's main
 * example, and one more for each named example (that example in place of the main one). A named request example
 * that shares its name with an answer example of a 3xx-5xx status documents that status; any other expects the
 * operation's 2xx. An operation another one's answer links to is sent after that one (`after`).
 */
export function exampleRequests(document: Json): ExampleRequest[] {
  const operations = Object.entries(isObject(document.paths) ? document.paths : {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = isObject(item) ? item[method] : undefined;
      return isObject(operation) && typeof operation.operationId === 'string'
        ? [{ operation, requests: operationRequests(document, path, method, operation) }]
        : [];
    }),
  );
  const byId = new Map(operations.map((o) => [String(o.operation.operationId), o.requests]));
  for (const { operation, requests } of operations) {
    for (const [target, parameters] of linksOf(document, operation)) {
      for (const request of byId.get(target) ?? []) request.after = { request: requests[0]!, parameters };
    }
  }
  return operations.flatMap((o) => o.requests);
}

/** One link expression's value: from the linking request's parameters or its answer's body. */
function linkValue(expression: string, source: ExampleRequest, answer: unknown): string | undefined {
  const fromRequest = /^\$request\.(query|path|header)\.(.+)$/.exec(expression);
  if (fromRequest) return source.parameters[fromRequest[1]!]?.[fromRequest[2]!];
  const fromBody = /^\$response\.body#(\/.*)?$/.exec(expression);
  if (!fromBody) return expression; // a constant
  const value = (fromBody[1] ?? '')
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined), answer);
  return value === undefined || value === null ? undefined : String(value);
}

/** The request with the values its `after` link carries over from the linking call's request and answer. */
export function followLink(request: ExampleRequest, answer: unknown): ExampleRequest {
  if (!request.after) return request;
  const parameters = structuredClone(request.parameters);
  for (const [name, expression] of Object.entries(request.after.parameters)) {
    const value = linkValue(expression, request.after.request, answer);
    if (value === undefined) continue;
    const where = (['path', 'query', 'header'] as const).find((w) => parameters[w]?.[name] !== undefined) ?? 'query';
    (parameters[where] ??= {})[name] = value;
  }
  return { ...request, parameters };
}
