import contractDocument from '#contract/openapi.json' with { type: 'json' };

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
const METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

export interface ParameterSpec {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: Record<string, unknown>;
}

export interface MediaSpec {
  schema?: Record<string, unknown>;
}

export interface ResponseSpec {
  description?: string;
  content?: Record<string, MediaSpec>;
  headers?: Record<string, { required?: boolean; schema?: Record<string, unknown> }>;
}

/**
 * A cross-field rule of an operation (`x-rules`): a JSON Schema over the whole request, `{ path, query, body }`
 * (values as validated: typed, defaults filled in), and the exact 400 message (and error code) when it fails.
 */
export interface CrossFieldRule {
  description?: string;
  message: string;
  error?: string;
  schema: Record<string, unknown>;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** The OpenAPI path template, e.g. /a/{id}. */
  path: string;
  tag: string;
  parameters: ParameterSpec[];
  requestBody?: { required: boolean; content: Record<string, MediaSpec> };
  responses: Record<string, ResponseSpec>;
  /** The cross-field rules the request must also meet (`x-rules`), in order. */
  rules: CrossFieldRule[];
  /** True when the operation accepts only a bearer token (no anonymous alternative). */
  bearerRequired: boolean;
  /** True when a bearer token may be sent (required or optional). */
  bearerAccepted: boolean;
  /** True when every security alternative asks for a credential (none is anonymous). */
  credentialsRequired: boolean;
  /** The contract the operation is read from: its `$ref`s resolve there, its schemas validate against it. */
  document: Record<string, unknown>;
}

type Json = Record<string, unknown>;

export const contract: Json = contractDocument as Json;

/** Follows $ref chains inside a contract (this repository's unless another document is named). */
export function resolve<T>(value: unknown, document: Json = contract): T {
  let current = value as Json;
  while (current && typeof current.$ref === 'string') {
    const pointer = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~'));
    current = pointer.reduce<Json>((node, key) => node?.[key] as Json, document);
  }
  return current as T;
}

/** The security schemes that send a bearer token (HTTP bearer, OAuth 2, OpenID Connect): `bearerAuth` here. */
function bearerSchemes(document: Json): Set<string> {
  const schemes = ((document.components as Json | undefined)?.securitySchemes ?? {}) as Record<string, Json>;
  return new Set(
    Object.entries(schemes)
      .filter(([, scheme]) => {
        const { type, scheme: httpScheme } = resolve<Json>(scheme, document) ?? {};
        return (
          (type === 'http' && String(httpScheme).toLowerCase() === 'bearer') ||
          type === 'oauth2' ||
          type === 'openIdConnect'
        );
      })
      .map(([name]) => name),
  );
}

/** Every alternative needs a bearer token (the strict mode's user-token alternative adds to it). */
function bearerOnly(security: unknown, bearer: Set<string>): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  return (security as Json[]).every((entry) => Object.keys(entry).some((name) => bearer.has(name)));
}

function toOperation(
  document: Json,
  path: string,
  method: HttpMethod,
  raw: Json,
  shared: unknown[],
): ContractOperation {
  const parameters = [...shared, ...((raw.parameters as unknown[]) ?? [])].map((p) =>
    resolve<ParameterSpec>(p, document),
  );
  const body = raw.requestBody
    ? resolve<{ required?: boolean; content: Record<string, MediaSpec> }>(raw.requestBody, document)
    : undefined;
  const responses = Object.fromEntries(
    Object.entries((raw.responses ?? {}) as Json).map(([status, response]) => [
      status,
      resolve<ResponseSpec>(response, document),
    ]),
  );
  const security = raw.security ?? document.security;
  const bearer = bearerSchemes(document);
  return {
    operationId: (raw.operationId as string | undefined) ?? `${method.toUpperCase()} ${path}`,
    method,
    path,
    tag: ((raw.tags as string[]) ?? [])[0] ?? 'untagged',
    parameters: parameters.map((p) => ({ ...p, required: Boolean(p.required) })),
    requestBody: body ? { required: Boolean(body.required), content: body.content ?? {} } : undefined,
    responses,
    rules: (raw['x-rules'] as CrossFieldRule[] | undefined) ?? [],
    bearerRequired: bearerOnly(security, bearer),
    bearerAccepted:
      Array.isArray(security) && (security as Json[]).some((entry) => Object.keys(entry).some((n) => bearer.has(n))),
    credentialsRequired:
      Array.isArray(security) &&
      security.length > 0 &&
      (security as Json[]).every((entry) => Object.keys(entry).length > 0),
    document,
  };
}

/** Every operation of a contract (this repository's bundled one unless another is named), in document order. */
export function loadOperations(document: Json = contract): ContractOperation[] {
  return Object.entries((document.paths ?? {}) as Json).flatMap(([path, item]) => {
    const pathItem = resolve<Json>(item, document) ?? {};
    const shared = (pathItem.parameters as unknown[]) ?? [];
    return METHODS.filter((method) => pathItem[method]).map((method) =>
      toOperation(document, path, method, pathItem[method] as Json, shared),
    );
  });
}
