import type { Message } from '#machines';

/**
 * A failed call as an Error, for what expects one (a query's error, a rejected actor): `shown` is the reason as the
 * screen shows it (the machines' failureMessage reads it); `message` names it for logs.
 */
export class CallError extends Error {
  override readonly name = 'CallError';
  readonly shown: Message;

  constructor(shown: Message, options?: { cause?: unknown }) {
    super('upstream' in shown ? shown.upstream : shown.key, options);
    this.shown = shown;
  }
}
