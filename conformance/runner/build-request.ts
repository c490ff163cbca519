import { USER_TOKEN_HEADER } from '#contract/ownership.ts';
import type { ContractOperation } from '#mock/contract/load-contract.ts';
import type { CallInput } from './types.ts';

export interface BuiltRequest {
  url: string;
  init: RequestInit;
  summary: string;
}

function fillPath(template: string, values: CallInput['path'] = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

function queryString(values: CallInput['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function formData(fields: NonNullable<CallInput['form']>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.contentType }), value.filename);
  }
  return form;
}

/** The HTTP request for one operation call, from the contract's method and path. */
export function buildRequest(
  baseUrl: string,
  operation: ContractOperation,
  input: CallInput,
  token: string | undefined,
  userToken?: string,
): BuiltRequest {
  const pathAndQuery = fillPath(operation.path, input.path) + queryString(input.query);
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (userToken) headers[USER_TOKEN_HEADER.toLowerCase()] = userToken;
  let body: BodyInit | undefined;
  if (input.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.json);
  } else if (input.form) {
    body = formData(input.form);
  }
  return {
    url: baseUrl.replace(/\/$/, '') + pathAndQuery,
    init: { method: operation.method.toUpperCase(), headers, body },
    summary: `${operation.method.toUpperCase()} ${pathAndQuery}`,
  };
}
