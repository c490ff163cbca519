import { i18n } from './i18n.ts';
import type { Resources } from './resources.ts';

/**
 * Adds a namespace's English texts (they travel in the chunk of the code that imports them) and returns its name, for
 * `useTranslation(name)`: importing the name is what brings the texts along. The chosen language's texts are fetched
 * now, with the code (often preloaded before the first click), and the namespace is listed so that a later change of
 * language fetches it at once: a dialog never opens in English first.
 */
export function registerEnglish<const N extends keyof Resources>(namespace: N, texts: Resources[N]): N {
  i18n.addResourceBundle('en', namespace, texts, true, true);
  void i18n.loadNamespaces(namespace);
  return namespace;
}
