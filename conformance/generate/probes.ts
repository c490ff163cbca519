import { CANDIDATE_FIELDS, type CandidateField } from '#contract/ownership.ts';
import type { ContractOperation } from '#mock/contract/load-contract.ts';
import type { CheckName } from './checks.ts';
import { exchange, report, type RunContext } from './context.ts';
import type { GeneratedRequest } from './generated-request.ts';
import type { OperationInput } from './operation-input.ts';
import { send, type Failure } from './send.ts';
import { shrinkInput } from './shrink.ts';
import { toRequest, type Caller } from './to-request.ts';

const refused = (status: number) => status === 401 || status === 403;
const METHODS = ['delete', 'patch', 'put', 'post', 'get'] as const;

type Probe = (input: OperationInput) => Promise<{ request: GeneratedRequest; failure?: Failure }>;

/** Runs a probe; on a failure, shrinks its input (bounded) and reports the smallest request that still fails. */
async function probe(
  context: RunContext,
  op: ContractOperation,
  input: OperationInput,
  check: CheckName,
  run: Probe,
): Promise<void> {
  const first = await run(input);
  context.ledger.faced(op.operationId, [check]);
  if (!first.failure) return;
  let last = first as { request: GeneratedRequest; failure: Failure };
  await shrinkInput(
    op,
    input,
    async (candidate) => {
      const next = await run(candidate);
      if (next.failure?.check !== check) return false;
      last = next as typeof last;
      return true;
    },
    context.settings.shrinkSteps,
  );
  report(context, last.request, last.failure);
}

/** Sends the input as `caller` through the response checks; `verdict` judges the status. */
function asCaller(
  context: RunContext,
  op: ContractOperation,
  caller: Caller,
  verdict: (status: number) => Failure | undefined,
): Probe {
  return async (input) => {
    const request = toRequest(op, input, context.state.sessions, caller);
    const { answer, failures } = await exchange(context, op, request);
    for (const failure of failures) report(context, request, failure);
    return { request, failure: answer.status === 0 ? undefined : verdict(answer.status) };
  };
}

/** The fields that name a candidate: this product's ownership table (another contract states none). */
function candidateFields(op: ContractOperation, generic: boolean): readonly CandidateField[] | undefined {
  return !generic && Object.hasOwn(CANDIDATE_FIELDS, op.operationId)
    ? CANDIDATE_FIELDS[op.operationId as keyof typeof CANDIDATE_FIELDS]
    : undefined;
}

/** ignored_auth: an invalid bearer on a bearer-only call, and no token / another candidate's on an x-candidate call. */
async function ignoredAuth(context: RunContext, op: ContractOperation, input: OperationInput): Promise<void> {
  const { ledger, state } = context;
  if (op.bearerRequired) {
    await probe(
      context,
      op,
      input,
      'ignored_auth',
      asCaller(context, op, 'invalid', (status) =>
        status === 401
          ? undefined
          : {
              check: 'ignored_auth',
              message: `a bearer-only call answered HTTP ${status} to an invalid token, not 401`,
            },
      ),
    );
  }
  const fields = candidateFields(op, state.sessions.generic !== undefined);
  if (!fields || fields.some((f) => 'notOwner' in f)) {
    if (!op.bearerRequired)
      ledger.notApplicable(
        op.operationId,
        'ignored_auth',
        fields ? 'answers a visitor' : 'open to anyone (no x-candidate, no bearer)',
      );
    return;
  }
  const callers: Caller[] = state.sessions.other ? ['none', 'other'] : ['none'];
  const answers: string[] = [];
  for (const caller of callers) {
    const verdict = (status: number): Failure | undefined => {
      answers.push(`${caller === 'none' ? 'no token' : "another candidate's token"} ${status}`);
      return refused(status) || !state.sessions.strict
        ? undefined
        : {
            check: 'ignored_auth',
            message: `strict ownership mode: ${caller === 'none' ? 'no token' : "another candidate's token"} answered HTTP ${status}, not 401/403`,
          };
    };
    await probe(context, op, input, 'ignored_auth', asCaller(context, op, caller, verdict));
  }
  const letIn = answers.filter((a) => !/ 40[13]$/.test(a));
  if (!state.sessions.strict && letIn.length > 0 && !ledger.hasFailed(op.operationId, 'ignored_auth'))
    ledger.note(op.operationId, 'ignored_auth', `open ownership mode (not a contract violation): ${letIn.join(', ')}`);
}

/** missing_required_header: without the bearer the operation requires (or a required header parameter): a 4xx. */
async function missingHeader(context: RunContext, op: ContractOperation, input: OperationInput): Promise<void> {
  const headerParams = op.parameters.filter((p) => p.in === 'header' && p.required);
  // Another contract's credentials are the options' (a bearer token, an API key header): left out when it asks one.
  const generic = context.state.sessions.generic;
  const credentials = generic !== undefined && op.credentialsRequired;
  if (!op.bearerRequired && headerParams.length === 0 && !credentials) {
    context.ledger.notApplicable(op.operationId, 'missing_required_header', 'no required header');
    return;
  }
  const left = generic ? 'without its credentials' : 'without Authorization';
  await probe(
    context,
    op,
    input,
    'missing_required_header',
    asCaller(context, op, 'none', (status) =>
      status >= 400 && status < 500
        ? undefined
        : { check: 'missing_required_header', message: `${left}: HTTP ${status}, not a 4xx` },
    ),
  );
}

/** unsupported_method: a method the path does not document answers 405 with an Allow header. */
async function unsupportedMethod(context: RunContext, op: ContractOperation, input: OperationInput): Promise<void> {
  const item = (op.document.paths as Record<string, Record<string, unknown>>)[op.path] ?? {};
  const method = METHODS.find((m) => !(m in item));
  if (!method) return;
  const run: Probe = async (value) => {
    const request = {
      ...toRequest(op, value, context.state.sessions),
      method: method.toUpperCase(),
      json: undefined,
      form: undefined,
    };
    // Sent outside the operation's statuses: the answer is to another method, not to this operation.
    const answer = await send(context.settings.baseUrl, request, context.settings.timeoutMs);
    context.ledger.calls += 1;
    const allow = answer.observed?.headers.allow;
    const ok = answer.status === 405 && Boolean(allow);
    return {
      request,
      failure: ok
        ? undefined
        : {
            check: 'unsupported_method',
            message:
              answer.status === 405
                ? `${method.toUpperCase()} answered HTTP 405 without an Allow header`
                : `${method.toUpperCase()} answered HTTP ${answer.status}, not 405`,
          },
    };
  };
  await probe(context, op, input, 'unsupported_method', run);
}

/** The probes that start from a request the operation accepted. */
export async function runProbes(context: RunContext, op: ContractOperation, input: OperationInput): Promise<void> {
  const { ledger } = context;
  if (ledger.asks('ignored_auth')) await ignoredAuth(context, op, input);
  if (ledger.asks('missing_required_header')) await missingHeader(context, op, input);
  if (ledger.asks('unsupported_method')) await unsupportedMethod(context, op, input);
}
