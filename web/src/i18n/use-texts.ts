import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';

/** How many times each namespace's texts have been added in the language shown: what a component re-reads. */
const revisions = new Map<string, number>();
const listeners = new Map<string, Set<() => void>>();

i18n.store.on('added', (language: string, namespace: string) => {
  // Texts of another language change nothing on screen: while a change of language fetches them, the page
  // re-renders once, when the change completes ('languageChanged'), instead of once more before it in the old one.
  if (language !== i18n.language) return;
  revisions.set(namespace, (revisions.get(namespace) ?? 0) + 1);
  listeners.get(namespace)?.forEach((listener) => listener());
});

function subscribeTo(namespace: string) {
  return (listener: () => void) => {
    // Lists the namespace, so that its texts are fetched now (when missing) and with every later change of language.
    if (!i18n.options.ns?.includes(namespace) || !i18n.hasLoadedNamespace(namespace))
      void i18n.loadNamespaces(namespace);
    let forNamespace = listeners.get(namespace);
    if (!forNamespace) listeners.set(namespace, (forNamespace = new Set()));
    forNamespace.add(listener);
    i18n.on('languageChanged', listener);
    return () => {
      forNamespace.delete(listener);
      i18n.off('languageChanged', listener);
    };
  };
}

const subscriptions = new Map<string, ReturnType<typeof subscribeTo>>();

/**
 * i18next's lookup of one namespace in the chosen language. The component re-renders when the language changes or
 * that namespace's texts arrive in the language shown — not when another namespace registers its English texts or fetches a language
 * (react-i18next's `useTranslation` re-renders every user of any namespace then, which redrew the whole page once per
 * chunk while the idle preloading ran).
 */
export function useTexts(namespace = 'common'): { t: TFunction } {
  let subscribe = subscriptions.get(namespace);
  if (!subscribe) subscriptions.set(namespace, (subscribe = subscribeTo(namespace)));
  const version = useSyncExternalStore(subscribe, () => `${i18n.language}|${revisions.get(namespace) ?? 0}`);
  // A new function for each version, so that texts arriving for the same language also reach memoised users.
  const t = useMemo(() => i18n.getFixedT(version.slice(0, version.indexOf('|')), namespace), [version, namespace]);
  return { t };
}
