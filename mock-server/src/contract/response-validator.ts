import type { ErrorObject } from 'ajv';
import { exactValidator } from './ajv.ts';
import type { ContractOperation, ResponseSpec } from './load-contract.ts';

/** A response as observed on the wire (or produced by a handler). */
export interface ObservedResponse {
  status: number;
  contentType?: string;
  headers: Record<string, string | undefined>;
  /** Parsed JSON, text, or undefined for binary and empty bodies. */
  body?: unknown;
}

export interface ContractViolation {
  operationId: string;
  status: number;
  /** JSON pointer of the offending field ('' for the whole body, '/headers/x' for headers). */
  pointer: string;
  expected: string;
}

function documentedResponse(operation: ContractOperation, status: number): ResponseSpec | undefined {
  return (
    operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default
  );
}

function pointerOf(error: ErrorObject): string {
  if (error.keyword === 'required')
    return `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}`;
  if (error.keyword === 'additionalProperties') {
    return `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty}`;
  }
  return error.instancePath;
}

function expectationOf(error: ErrorObject): string {
  if (error.keyword === 'required') return 'a required property';
  if (error.keyword === 'type') return `type ${String((error.params as { type: unknown }).type)}`;
  return error.message ?? error.keyword;
}

/** The most telling error: the deepest one that is not the summary of a oneOf/anyOf. */
function mostSpecific(errors: ErrorObject[]): ErrorObject | undefined {
  const concrete = errors.filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword));
  const pool = concrete.length > 0 ? concrete : errors;
  return [...pool].sort((a, b) => pointerOf(b).split('/').length - pointerOf(a).split('/').length)[0];
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Everything about a response that the contract does not allow. Empty when it conforms. */
export function checkResponse(operation: ContractOperation, response: ObservedResponse): ContractViolation[] {
  const violation = (pointer: string, expected: string): ContractViolation => ({
    operationId: operation.operationId,
    status: response.status,
    pointer,
    expected,
  });
  const spec = documentedResponse(operation, response.status);
  if (!spec) {
    return [violation('', `a documented status (${Object.keys(operation.responses).join(', ')})`)];
  }
  const problems: ContractViolation[] = [];
  for (const [name, header] of Object.entries(spec.headers ?? {})) {
    if (header.required && !response.headers[name.toLowerCase()])
      problems.push(violation(`/headers/${name}`, 'a required header'));
  }
  const content = spec.content;
  if (!content || Object.keys(content).length === 0) return problems;
  const media = mediaType(response.contentType);
  const mediaSpec = content[media] ?? (media.startsWith('text/') ? undefined : content['application/octet-stream']);
  if (!mediaSpec) {
    problems.push(violation('/headers/content-type', `one of ${Object.keys(content).join(', ')}`));
    return problems;
  }
  const isBinary = !media.endsWith('json') && !media.startsWith('text/');
  if (!mediaSpec.schema || isBinary) return problems;
  const validate = exactValidator(mediaSpec.schema, operation.document);
  if (!validate(response.body)) {
    const error = mostSpecific(validate.errors ?? []);
    problems.push(
      error ? violation(pointerOf(error), expectationOf(error)) : violation('', 'a body matching the schema'),
    );
  }
  return problems;
}

export function formatViolation(v: ContractViolation): string {
  return `${v.operationId} ${v.status} at ${v.pointer || '(body)'}: expected ${v.expected}`;
}
