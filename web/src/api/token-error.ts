/** The service token could not be obtained, so the call it was meant for cannot be made. */
export class TokenError extends Error {
  override readonly name = 'TokenError';

  /** The token call's HTTP status, 408 when it timed out, 500 when it never got an answer. */
  readonly status: number;

  constructor(status: number, options?: { cause?: unknown }) {
    super('Failed to authenticate - could not get token', options);
    this.status = status;
  }
}

export function asTokenError(error: unknown): TokenError {
  return error instanceof TokenError ? error : new TokenError(500, { cause: error });
}
