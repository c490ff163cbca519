import { checkResponse } from '#mock/contract/response-validator.ts';
import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { buildRequest } from './build-request.ts';
import { CandidateTokens } from './candidate-tokens.ts';
import type { OwnershipRow } from './ownership.ts';
import { observeResponse } from './observe-response.ts';
import type { OperationIndex } from './operation-index.ts';
import type { Recorder } from './recorder.ts';
import { localRequestProblem, notSent } from './local-request-check.ts';
import { missingFieldNote } from './missing-field.ts';
import type { CallInput, CallResult, Violation } from './types.ts';

export class SkipJourney extends Error {}
export class JourneyFailure extends Error {}

export interface RunSettings {
  baseUrl: string;
  /** True when the upstream is the local mock (its control API answers). */
  isMock: boolean;
  /** Journeys that change upstream state run only against the mock or with --allow-writes. */
  allowWrites: boolean;
  candidateMobile?: string;
  candidateOtp?: string;
  clientEmail?: string;
  clientOtp?: string;
  kycCompleteMobile?: string;
  /** A service token given from outside (real upstreams). */
  token?: string;
  timeoutMs: number;
  /** Do not send requests the contract refuses (when a validating proxy in front would answer them itself). */
  skipInvalidRequests?: boolean;
  /** Send multipart uploads here instead of baseUrl (a proxy that mangles binary bodies is bypassed). */
  uploadBaseUrl?: string;
  /** Where the mock's control API answers (default baseUrl). */
  controlBaseUrl?: string;
  /** Sees every answer (e.g. to collect a proxy's own verdicts). */
  onResult?: (result: CallResult) => void;
}

/** What a journey can do: call operations (checked against the contract), assert, skip, use the control API. */
export class JourneyContext {
  private journeyViolations: Violation[] = [];
  calls = 0;

  constructor(
    readonly name: string,
    readonly settings: RunSettings,
    private readonly operations: OperationIndex,
    private readonly recorder: Recorder,
    private readonly tokens: { get(): Promise<string>; refresh(): Promise<string> },
    /** User tokens of the candidates signed in during the run (strict ownership mode only). */
    readonly candidateTokens: CandidateTokens = new CandidateTokens(),
  ) {}

  /** The contract's description of an operation. */
  operation(operationId: string): ContractOperation {
    return this.operations.get(operationId).spec;
  }

  /** Records what the authorization journey found for one operation (listed in the reports). */
  recordOwnership(row: OwnershipRow): void {
    this.recorder.ownership.push(row);
  }

  get violations(): Violation[] {
    return this.journeyViolations;
  }

  expect(condition: unknown, message: string): asserts condition {
    if (!condition) throw new JourneyFailure(message);
  }

  skip(reason: string): never {
    throw new SkipJourney(reason);
  }

  requireWrites(): void {
    if (!this.settings.isMock && !this.settings.allowWrites)
      this.skip('changes upstream data: pass --allow-writes to run it against a real upstream');
  }

  requireMock(what: string): void {
    if (!this.settings.isMock) this.skip(`${what} needs the mock's control API`);
  }

  /** Calls an operation, checks the answer against the contract and records it. */
  async call(operationId: string, input: CallInput = {}): Promise<CallResult> {
    const operation = this.operations.get(operationId);
    if (this.settings.skipInvalidRequests) {
      const unauthenticated =
        operation.spec.bearerRequired && input.auth === 'none' ? 'the operation needs a bearer token' : undefined;
      const problem = unauthenticated ?? localRequestProblem(operation.spec, input);
      if (problem) return notSent(operationId, problem);
    }
    const wantsToken = input.auth === undefined || input.auth === 'auto' ? operation.acceptsBearer : false;
    const token =
      typeof input.auth === 'string' && input.auth !== 'auto' && input.auth !== 'none'
        ? input.auth
        : wantsToken
          ? await this.tokens.get()
          : undefined;
    const userToken =
      input.userToken === 'none'
        ? undefined
        : input.userToken === undefined || input.userToken === 'auto'
          ? this.candidateTokens.forCall(operationId, input)
          : input.userToken;
    let result = await this.send(operationId, input, token, userToken);
    if (result.status === 401 && wantsToken && operation.acceptsBearer) {
      // The client's rule: on a 401, fetch a new token and retry once.
      result = await this.send(operationId, input, await this.tokens.refresh(), userToken);
    }
    const expected = input.expect === undefined || result.notSent ? undefined : [input.expect].flat();
    if (expected && !expected.includes(result.status)) {
      throw new JourneyFailure(
        `${operationId}: expected HTTP ${expected.join(' or ')}, got ${result.status} (${result.request}) ${JSON.stringify(result.body)?.slice(0, 300)}`,
      );
    }
    return result;
  }

  private async send(
    operationId: string,
    input: CallInput,
    token: string | undefined,
    userToken: string | undefined,
  ): Promise<CallResult> {
    const operation = this.operations.get(operationId);
    const base = input.form && this.settings.uploadBaseUrl ? this.settings.uploadBaseUrl : this.settings.baseUrl;
    const request = buildRequest(base, operation.spec, input, token, userToken);
    const response = await fetch(request.url, {
      ...request.init,
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    const observed = await observeResponse(response);
    const violations: Violation[] = checkResponse(operation.spec, observed).map((v) => {
      const note = missingFieldNote(v, observed.body);
      return { ...v, request: request.summary, ...(note ? { note } : {}) };
    });
    if (observed.unparsable)
      violations.push({
        operationId,
        status: observed.status,
        pointer: '',
        expected: 'a JSON body',
        request: request.summary,
      });
    const result: CallResult = {
      operationId,
      status: observed.status,
      contentType: observed.contentType,
      headers: observed.headers,
      body: observed.body,
      bytes: observed.bytes,
      request: request.summary,
      violations,
    };
    this.calls += 1;
    this.journeyViolations.push(...violations);
    this.recorder.record(result);
    this.settings.onResult?.(result);
    return result;
  }

  /** The mock's control API (only against the mock). */
  async control<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    this.requireMock(`${method} ${path}`);
    const response = await fetch(
      `${(this.settings.controlBaseUrl ?? this.settings.baseUrl).replace(/\/$/, '')}/__mock/${path}`,
      {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    );
    if (!response.ok) throw new JourneyFailure(`control ${method} /__mock/${path} answered ${response.status}`);
    return (await response.json()) as T;
  }
}
