import type { RawRequest } from './raw-request.ts';
import type { ContractOperation } from './load-contract.ts';
import { validateRequest } from './request-validator.ts';

export interface ClientRequestViolation {
  operationId: string;
  request: string;
  problem: string;
}

/**
 * What a well-behaved client must never send: a request that fails the contract's checks, or a
 * query parameter the operation does not declare (a misspelt name would otherwise pass unnoticed).
 */
export function clientRequestProblems(operation: ContractOperation, raw: RawRequest): ClientRequestViolation[] {
  const request = `${raw.method.toUpperCase()} ${raw.url}`;
  const problems: ClientRequestViolation[] = [];
  const declared = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of Object.keys(raw.query)) {
    if (!declared.has(name))
      problems.push({ operationId: operation.operationId, request, problem: `undeclared query parameter '${name}'` });
  }
  const checked = validateRequest(operation, raw);
  if (!checked.ok) problems.push({ operationId: operation.operationId, request, problem: checked.message });
  return problems;
}
