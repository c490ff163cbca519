import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { contractProblem, type OperationInput } from './operation-input.ts';

/** Inputs one optional value smaller: each optional query parameter or body field left out in turn. */
function smaller(op: ContractOperation, input: OperationInput): OperationInput[] {
  const out: OperationInput[] = [];
  const required = new Set(op.parameters.filter((p) => p.required).map((p) => p.name));
  for (const name of Object.keys(input.query)) {
    if (required.has(name)) continue;
    const { [name]: _dropped, ...query } = input.query;
    out.push({ ...input, query });
  }
  for (const key of ['json', 'form'] as const) {
    const body = input[key];
    if (!body || typeof body !== 'object' || Array.isArray(body)) continue;
    for (const name of Object.keys(body)) {
      const { [name]: _dropped, ...rest } = body as Record<string, unknown>;
      out.push({ ...input, [key]: rest });
    }
  }
  return out.filter((candidate) => contractProblem(op, candidate) === undefined);
}

/**
 * A bounded shrink for the probes (a stateful request sent as someone else, or with another method): leaves out
 * optional values one at a time while the same failure still shows, at most `steps` requests.
 */
export async function shrinkInput(
  op: ContractOperation,
  input: OperationInput,
  stillFails: (candidate: OperationInput) => Promise<boolean>,
  steps: number,
): Promise<OperationInput> {
  let current = input;
  let left = steps;
  for (let progress = true; progress && left > 0;) {
    progress = false;
    for (const candidate of smaller(op, current)) {
      if (left-- <= 0) break;
      if (await stillFails(candidate)) {
        current = candidate;
        progress = true;
        break;
      }
    }
  }
  return current;
}
