import { isObject, resolved, urlOf, type ExampleRequest, type Json } from './request-examples.ts';

/** One external example in Specmatic's format: the request and the answer it documents. */
export interface SpecmaticExample {
  'http-request': Json;
  'http-response': Json;
}

/** The operation object of a request, found by path and method. */
const operationOf = (document: Json, request: ExampleRequest): Json =>
  resolved(document, resolved(document, (document.paths as Json)[request.path])[request.method]);

/** The answer the contract documents for the status expected: its media type and example (or first named one). */
function documentedAnswer(document: Json, request: ExampleRequest): Json {
  const status = request.expect[0]!;
  const response = resolved(document, resolved(document, operationOf(document, request).responses)[String(status)]);
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(resolved(document, response.headers))) {
    const example = resolved(document, header).example;
    if (example !== undefined) headers[name] = String(example);
  }
  const [media, spec] = Object.entries(resolved(document, response.content))[0] ?? [];
  if (!media || !isObject(spec)) return Object.keys(headers).length > 0 ? { status, headers } : { status };
  const named = Object.values(isObject(spec.examples) ? spec.examples : {}).map((e) => resolved(document, e).value);
  const body = 'example' in spec ? spec.example : (named[0] ?? undefined);
  return {
    status,
    headers: { ...headers, 'Content-Type': media },
    ...(body === undefined ? {} : { body }),
  };
}

/**
 * A request of the contract's examples as a Specmatic example: path, query, headers (the service token where the
 * call takes one) and body (JSON, or the multipart parts: text fields as text, files from `files/`), and the answer
 * the contract documents for it (status, media type and example body, which Specmatic checks against the schema).
 */
export function specmaticExample(document: Json, request: ExampleRequest, token: string): SpecmaticExample {
  const [path, query] = urlOf({ path: request.path, parameters: { path: request.parameters.path ?? {} } }).split('?');
  void query;
  const headers: Record<string, string> = { ...request.parameters.header };
  if (request.bearer) headers.Authorization = `Bearer ${token}`;
  const http: Json = { method: request.method.toUpperCase(), path };
  if (request.parameters.query) http.query = request.parameters.query;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    http.body = request.json;
  }
  if (request.form) {
    http['multipart-formdata'] = [
      ...Object.entries(request.form.fields).map(([name, content]) => ({ name, content, contentType: 'text/plain' })),
      ...request.form.files.map((file) => ({
        name: file.field,
        filename: `@files/${file.filename}`,
        contentType: file.contentType,
      })),
    ];
  }
  if (Object.keys(headers).length > 0) http.headers = headers;
  return { 'http-request': http, 'http-response': documentedAnswer(document, request) };
}

/**
 * The contract as Specmatic is given it: the same document without its named examples, which Specmatic pairs by name
 * across request and answer (the contract names answer examples for the reader, not as pairs); the requests come as
 * external examples instead (`specmaticExample`).
 */
export function withoutNamedExamples(document: Json): Json {
  const copy = structuredClone(document);
  const strip = (content: unknown) => {
    for (const media of Object.values(isObject(content) ? content : {})) if (isObject(media)) delete media.examples;
  };
  for (const item of Object.values(isObject(copy.paths) ? copy.paths : {})) {
    for (const operation of Object.values(isObject(item) ? item : {})) {
      if (!isObject(operation)) continue;
      for (const response of Object.values(isObject(operation.responses) ? operation.responses : {}))
        if (isObject(response)) strip(response.content);
      if (isObject(operation.requestBody)) strip(operation.requestBody.content);
      for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : [])
        if (isObject(parameter)) delete parameter.examples;
    }
  }
  const components = isObject(copy.components) ? copy.components : {};
  for (const response of Object.values(isObject(components.responses) ? components.responses : {}))
    if (isObject(response)) strip(response.content);
  return copy;
}
