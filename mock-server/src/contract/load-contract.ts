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
}

type Json = Record<string, unknown>;

export const contract: Json = contractDocument as Json;

/** Follows $ref chains inside the contract. */
export function resolve<T>(value: unknown): T {
  let current = value as Json;
  while (current && typeof current.$ref === 'string') {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<Json>((node, key) => node[key] as Json, contract);
  }
  return current as T;
}

/** Every alternative needs the service token (the strict mode's user-token alternative adds to it). */
function bearerOnly(security: unknown): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  return (security as Json[]).every((entry) => 'bearerAuth' in entry);
}

function toOperation(path: string, method: HttpMethod, raw: Json, shared: unknown[]): ContractOperation {
  const parameters = [...shared, ...((raw.parameters as unknown[]) ?? [])].map((p) => resolve<ParameterSpec>(p));
  const body = raw.requestBody
    ? resolve<{ required?: boolean; content: Record<string, MediaSpec> }>(raw.requestBody)
    : undefined;
  const responses = Object.fromEntries(
    Object.entries(raw.responses as Json).map(([status, response]) => [status, resolve<ResponseSpec>(response)]),
  );
  return {
    operationId: raw.operationId as string,
    method,
    path,
    tag: ((raw.tags as string[]) ?? [])[0] ?? 'untagged',
    parameters: parameters.map((p) => ({ ...p, required: Boolean(p.required) })),
    requestBody: body ? { required: Boolean(body.required), content: body.content } : undefined,
    responses,
    rules: (raw['x-rules'] as CrossFieldRule[] | undefined) ?? [],
    bearerRequired: bearerOnly(raw.security),
    bearerAccepted: Array.isArray(raw.security) && (raw.security as Json[]).some((entry) => 'bearerAuth' in entry),
  };
}

/** Every operation of the bundled contract, in document order. */
export function loadOperations(): ContractOperation[] {
  return Object.entries(contract.paths as Json).flatMap(([path, item]) => {
    const pathItem = item as Json;
    const shared = (pathItem.parameters as unknown[]) ?? [];
    return METHODS.filter((method) => pathItem[method]).map((method) =>
      toOperation(path, method, pathItem[method] as Json, shared),
    );
  });
}
