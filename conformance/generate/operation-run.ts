import fc from 'fast-check';
import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { exchange, report, type RunContext } from './context.ts';
import { mutationsOf, type Mutation } from './negative-mutations.ts';
import { contractProblem, positiveArbitrary, type OperationInput } from './operation-input.ts';
import { search } from './search.ts';
import type { Failure } from './send.ts';
import { toRequest } from './to-request.ts';
import { acceptanceFailure, rejectionFailure } from './verdicts.ts';

/** A string's stable number, so each operation and phase draws from its own seed. */
export function seedFor(seed: number, ...parts: string[]): number {
  let hash = seed | 0;
  for (const char of parts.join('/')) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

export interface PositiveOutcome {
  /** The first valid request that was answered 2xx (the probes start from it), else the last valid one sent. */
  sample?: OperationInput;
}

function sendable(context: RunContext, op: ContractOperation, input: OperationInput): boolean {
  if (input.unresolved && !context.settings.allowWrites) return false;
  return contractProblem(op, input) === undefined;
}

/** Schema-valid requests: each must be accepted (or refused for a stated rule) and answered as documented. */
export async function runPositive(context: RunContext, op: ContractOperation): Promise<PositiveOutcome> {
  const { ledger, state } = context;
  const outcome: PositiveOutcome = {};
  let success = false;
  const evaluate = async (input: OperationInput): Promise<Failure[] | 'skip'> => {
    if (!sendable(context, op, input)) {
      ledger.skip(op.operationId);
      return 'skip';
    }
    const { answer, failures } = await exchange(context, op, toRequest(op, input, state.sessions));
    ledger.faced(op.operationId, ['positive_data_acceptance']);
    if (!success) outcome.sample = input;
    success ||= answer.status >= 200 && answer.status < 300;
    const refused = acceptanceFailure(op, answer);
    return refused ? [...failures, refused] : failures;
  };
  const found = await search(positiveArbitrary(op, state), evaluate, searchSettings(context, op, 'positive'), (c) =>
    ledger.hasFailed(op.operationId, c),
  );
  for (const { value, failure } of found) report(context, toRequest(op, value, state.sessions), failure);
  return outcome;
}

/** Requests that break exactly one stated rule: each must be refused with a documented 4xx. */
export async function runNegative(context: RunContext, op: ContractOperation): Promise<void> {
  const { ledger, state } = context;
  const arbitrary = fc.tuple(positiveArbitrary(op, state), fc.nat()).map(([input, pick]): Mutation | undefined => {
    const mutations = mutationsOf(op, input);
    return mutations.length === 0 ? undefined : mutations[pick % mutations.length];
  });
  let any = false;
  const evaluate = async (mutation: Mutation | undefined): Promise<Failure[] | 'skip'> => {
    if (!mutation || (mutation.input.unresolved && !context.settings.allowWrites)) return 'skip';
    any = true;
    const { answer, failures } = await exchange(context, op, toRequest(op, mutation.input, state.sessions));
    ledger.faced(op.operationId, ['negative_data_rejection']);
    const accepted = rejectionFailure(op, answer, mutation.rule);
    return accepted ? [...failures, accepted] : failures;
  };
  const found = await search(arbitrary, evaluate, searchSettings(context, op, 'negative'), (c) =>
    ledger.hasFailed(op.operationId, c),
  );
  for (const { value, failure } of found)
    if (value) report(context, toRequest(op, value.input, state.sessions), failure, value.rule);
  if (!any) ledger.notApplicable(op.operationId, 'negative_data_rejection', 'no stated rule to break');
}

function searchSettings(context: RunContext, op: ContractOperation, phase: string) {
  const { settings } = context;
  return {
    seed: seedFor(settings.seed, op.operationId, phase),
    numRuns: settings.maxExamples,
    deadline: settings.deadline,
    shrinkSteps: settings.shrinkSteps,
  };
}
