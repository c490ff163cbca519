import type { Message } from '#machines';
import { NETWORK_ERROR, TIMED_OUT } from './constants.ts';

/** The reasons a call got no answer at all: no network, or its time limit reached. */
const UNANSWERED_KEYS: ReadonlySet<string> = new Set([NETWORK_ERROR.key, TIMED_OUT.key]);

/**
 * A failed call as an Error, for what expects one (a query's error, a rejected actor): `shown` is the reason as the
 * screen shows it (the machines' failureMessage reads it); `message` names it for logs. `kind` is 'network' when the
 * call got no answer (no connection, or its time limit reached): the machines' `isNetworkFailure` and the screens'
 * offline state (`shared/use-online.ts`) read it.
 */
export class CallError extends Error {
  override readonly name = 'CallError';
  readonly shown: Message;
  readonly kind: 'network' | 'server';

  constructor(shown: Message, options?: { cause?: unknown }) {
    super('upstream' in shown ? shown.upstream : shown.key, options);
    this.shown = shown;
    this.kind = 'key' in shown && UNANSWERED_KEYS.has(shown.key) ? 'network' : 'server';
  }
}
