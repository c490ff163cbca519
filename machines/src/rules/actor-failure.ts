import type { ActorFailure } from '../actor-io.ts';

/** A rejected actor is a network failure when it says so, or when fetch itself threw. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return typeof error === 'object' && error !== null && (error as ActorFailure).kind === 'network';
}

/** The message an actor rejected with, when it gave one. */
export function failureMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error === '' ? undefined : error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as ActorFailure).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
