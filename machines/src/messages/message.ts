import type { MessageKey } from './message-keys.ts';

/** A value for a message's placeholder: data shown as it is (a job's name, an amount), or a message itself. */
export type MessageValue = string | number | Message;

/**
 * A text a flow makes for the screen: its key in the client's catalogues ('<namespace>:<key>', the English text in
 * web/src/locales/en/<namespace>.json) and the values of its {{placeholders}}. The screen shows it in the chosen
 * language; a machine never holds the English sentence.
 */
export interface KeyedMessage {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/**
 * The upstream's own words (a refusal's `message`), shown as they came, unless the client's catalogue of the
 * upstream's answers knows them (web/src/i18n/upstream-text.ts).
 */
export interface UpstreamText {
  readonly upstream: string;
}

export type Message = KeyedMessage | UpstreamText;

export function message(key: MessageKey, values?: Readonly<Record<string, MessageValue>>): KeyedMessage {
  return values === undefined ? { key } : { key, values };
}

export const upstream = (text: string): UpstreamText => ({ upstream: text });

export function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  return typeof (value as KeyedMessage).key === 'string' || typeof (value as UpstreamText).upstream === 'string';
}
