/** A refusal of the control API, with the message it answered (a 400 naming the field, a 404, a 410). */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What an openapi-fetch call answered: its data, or a ControlError with the control API's own message. */
export function answered<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error === undefined && result.data !== undefined) return result.data;
  const message = (result.error as { message?: unknown } | undefined)?.message;
  throw new ControlError(
    result.response.status,
    typeof message === 'string' ? message : `The mock answered HTTP ${result.response.status}`,
  );
}
