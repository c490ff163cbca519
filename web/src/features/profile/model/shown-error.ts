import { failureMessage, upstream, type Message } from '#machines';

/**
 * What a failed load or save says: the message its CallError (or the machines' `{ kind, message }` failure) carries,
 * else the error's own text as it came.
 */
export function shownError(error: unknown): Message {
  return failureMessage(error) ?? upstream(error instanceof Error ? error.message : String(error));
}
