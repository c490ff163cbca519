import { rawBodyOf } from './raw-body.ts';
import {
  networkFailure,
  timeoutFailure,
  toApiResult,
  tokenFailure,
  type ApiResult,
  type FetchOutcome,
} from './result.ts';
import { startDeadline, type TimeoutClass, type TimeoutTable } from './timeouts.ts';
import { TokenError } from './token-error.ts';

export interface CallOptions {
  /** Which time limit applies: default 30 s, short 10 s, long 60 s. */
  timeout?: TimeoutClass;
  /** An exact limit in ms for the odd call outside the three classes (the 8 s backup geocoder); wins over `timeout`. */
  timeoutMs?: number;
  /** Cancels the call (for example TanStack Query's signal); the call then rejects with the abort reason. */
  signal?: AbortSignal;
}

/** What the caller's request function receives; spread it into the openapi-fetch call. */
export type RequestInitPart = {
  signal: AbortSignal;
};

/** The data type of a successful openapi-fetch answer. */
export type DataOf<R> = R extends { data: infer D } ? D : never;

export type Call = <R extends FetchOutcome<unknown>>(
  send: (init: RequestInitPart) => Promise<R>,
  options?: CallOptions,
) => Promise<ApiResult<DataOf<R>>>;

export function createCaller(timeouts: TimeoutTable): Call {
  return async function call<R extends FetchOutcome<unknown>>(
    send: (init: RequestInitPart) => Promise<R>,
    options: CallOptions = {},
  ): Promise<ApiResult<DataOf<R>>> {
    const deadline = startDeadline(options.timeoutMs ?? timeouts[options.timeout ?? 'default'], options.signal);
    try {
      const outcome = await Promise.race([send({ signal: deadline.signal }), deadline.aborted]);
      // openapi-fetch's union puts DataOf<R> in `data` whenever the response is ok.
      return toApiResult(outcome as FetchOutcome<DataOf<R>>, rawBodyOf(outcome.response));
    } catch (error) {
      if (deadline.timedOut()) return timeoutFailure();
      if (options.signal?.aborted) throw options.signal.reason;
      if (error instanceof TokenError) return tokenFailure(error);
      return networkFailure();
    } finally {
      deadline.cancel();
    }
  };
}
