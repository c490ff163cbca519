import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { validateRequest } from '#mock/contract/request-validator.ts';
import type { CallInput, CallResult } from './types.ts';

const text = (value: unknown) => (value === undefined ? undefined : String(value));

/** Why the contract refuses this call before it is sent, or undefined when it may be sent. */
export function localRequestProblem(operation: ContractOperation, input: CallInput): string | undefined {
  const query = Object.fromEntries(
    Object.entries(input.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  );
  const form = input.form
    ? Object.fromEntries(Object.entries(input.form).filter(([, v]) => typeof v === 'string'))
    : undefined;
  const files = Object.entries(input.form ?? {}).flatMap(([field, v]) =>
    typeof v === 'string'
      ? []
      : [{ field, filename: v.filename, mimetype: v.contentType, size: v.data.length, data: Buffer.from(v.data) }],
  );
  const checked = validateRequest(operation, {
    method: operation.method,
    url: operation.path,
    pathParams: Object.fromEntries(Object.entries(input.path ?? {}).map(([k, v]) => [k, text(v) ?? ''])),
    query,
    headers: {},
    contentType: input.json !== undefined ? 'application/json' : input.form ? 'multipart/form-data' : undefined,
    body: input.json ?? form,
    files,
  });
  return checked.ok ? undefined : checked.message;
}

export function notSent(operationId: string, reason: string): CallResult {
  return {
    operationId,
    status: 0,
    contentType: '',
    headers: {},
    body: undefined,
    bytes: 0,
    request: '(not sent)',
    violations: [],
    notSent: reason,
  };
}
