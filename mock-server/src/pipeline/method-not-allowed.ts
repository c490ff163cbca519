import type { ContractOperation } from '../contract/load-contract.ts';
import { error } from '../core/responses.ts';
import type { MockResponse } from '../core/types.ts';

const templateRegex = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);

/**
 * The answer to a method a contract path does not document: 405 with the methods it does in Allow (RFC 9110), or
 * undefined when no contract path matches (a 404 then).
 */
export function methodNotAllowed(
  operations: readonly ContractOperation[],
  method: string,
  path: string,
): MockResponse | undefined {
  const allowed = operations.filter((op) => templateRegex(op.path).test(path)).map((op) => op.method.toUpperCase());
  if (allowed.length === 0 || allowed.includes(method.toUpperCase())) return undefined;
  return {
    ...error(405, `Method ${method.toUpperCase()} is not allowed for ${path}; use ${allowed.join(', ')}`),
    headers: { allow: allowed.join(', ') },
  };
}
