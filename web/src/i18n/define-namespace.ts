import { useCallback } from 'react';
import { useTexts } from './use-texts.ts';
import { i18n } from './i18n.ts';

export type Catalogue = Readonly<Record<string, string>>;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A catalogue's keys as code names them: 'jobsFound_one' and 'jobsFound_other' are both 'jobsFound'. */
export type KeyOf<T extends Catalogue> = {
  [K in keyof T & string]: K extends `${infer Base}_${PluralSuffix}` ? Base : K;
}[keyof T & string];

/** Values for a text's {{placeholders}}; `count` also picks the plural form. */
export type TextValues = Readonly<Record<string, string | number>>;

export type Translate<T extends Catalogue> = (key: KeyOf<T>, values?: TextValues) => string;

/**
 * Registers a namespace's English texts (they travel in the chunk of the code that imports them) and
 * returns its typed lookups: `useT()` in components (re-renders when the language or its texts change),
 * `translate()` outside React. A key missing from the English catalogue does not compile.
 */
export function defineNamespace<const T extends Catalogue>(namespace: string, english: T) {
  i18n.addResourceBundle('en', namespace, english, true, true);
  // Fetch the chosen language's texts now, with the code (often preloaded before the first click), and list the
  // namespace so that a later change of language fetches it at once: a dialog never opens in English first.
  void i18n.loadNamespaces(namespace);
  const translate: Translate<T> = (key, values) => String(i18n.t(key as string, { ...values, ns: namespace }));
  function useT(): Translate<T> {
    const { t } = useTexts(namespace);
    return useCallback<Translate<T>>((key, values) => String(t(key as string, { ...values })), [t]);
  }
  return { namespace, useT, translate };
}
