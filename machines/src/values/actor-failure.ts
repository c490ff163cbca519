import type { ActorFailure } from '../actor-io.ts';
import { isMessage, upstream, type Message } from '../messages/message.ts';

/** A rejected actor is a network failure when it says so, or when fetch itself threw. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return typeof error === 'object' && error !== null && (error as ActorFailure).kind === 'network';
}

/**
 * The reason an actor rejected with, when it gave one: the message of an ActorFailure (or of an error carrying one
 * as `shown`), else an error's own text or a string, shown as it came.
 */
export function failureMessage(error: unknown): Message | undefined {
  if (typeof error === 'string') return error === '' ? undefined : upstream(error);
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, shown } = error as { message?: unknown; shown?: unknown };
  if (isMessage(shown)) return shown;
  if (isMessage(message)) return message;
  return typeof message === 'string' && message !== '' ? upstream(message) : undefined;
}
