import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, MessageValue } from '#machines';
import { i18n } from './i18n.ts';
import type { Resources } from './resources.ts';
import { upstreamText } from './upstream-text.ts';

/** A catalogue key as a flow names it: a plural's forms ('x_one', 'x_other') by their common key ('x'). */
type FlowKey<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;

/** Every key of every catalogue as a flow names it: '<namespace>:<key>'. */
type CatalogueKey = { [N in keyof Resources]: `${N}:${FlowKey<keyof Resources[N] & string>}` }[keyof Resources];

/**
 * A flow's key as namespace and key. Typed with the catalogues' keys, so that a key a flow gives (MessageKey, from
 * #machines) and no English catalogue has does not compile here.
 */
function splitKey(key: CatalogueKey): [namespace: string, key: string] {
  const split = key.indexOf(':');
  return [key.slice(0, split), key.slice(split + 1)];
}

type Values = Readonly<Record<string, string | number>>;
type Translate = (namespace: string, key: string, values: Values) => string;

function isMessageValue(value: MessageValue): value is Message {
  return typeof value === 'object';
}

/** How a number inside a message is written: as it is, or in the chosen language's digits. */
export type Digits = ((value: number) => string) | undefined;

function show(message: Message, translate: Translate, language: string, digits: Digits): string {
  if ('upstream' in message) return upstreamText(i18n, message.upstream, language);
  const [namespace, key] = splitKey(message.key);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    if (isMessageValue(value)) values[name] = show(value, translate, language, digits);
    // `count` stays a number: i18next picks the plural form by it (the text writes the number from another value).
    else values[name] = typeof value === 'number' && digits && name !== 'count' ? digits(value) : value;
  }
  return translate(namespace, key, values);
}

// The key was checked against the catalogues where it was split (splitKey); the lookup reads it as a string.
const lookUp = i18n.t as unknown as (key: string, options: object) => string;

/** A message a flow made, in the chosen language (outside React: a toast's text, a document title). */
export function messageText(message: Message): string {
  return show(message, (ns, key, values) => String(lookUp(key, { ...values, ns })), i18n.language, undefined);
}

/**
 * `messageText` for components: redraws with the language, and when any namespace's texts arrive (a message may
 * belong to a namespace the component does not read itself). With `digits`, the numbers inside are written by it
 * (`useLocalMessageText` passes the chosen language's Indian locale: a count in 'Pending (2)', the days in '3d ago');
 * otherwise as they came (an HTTP status, the minutes a refusal names).
 */
export function useMessageText({ digits }: { digits?: Digits } = {}): (message: Message) => string {
  const { t, i18n: instance } = useTranslation(undefined, { bindI18n: 'languageChanged loaded' });
  const language = instance.language;
  const translate = t as unknown as (key: string, options: object) => string;
  return useCallback(
    (message: Message) =>
      show(message, (ns, key, values) => String(translate(key, { ...values, ns })), language, digits),
    [translate, language, digits],
  );
}
