import { defineNamespace, i18n } from '../../i18n/index.ts';
import en from './locales/en.ts';

const location = defineNamespace('location', en);

/** The location texts: `useLocationText()` in components, `locationText()` elsewhere. */
export const { useT: useLocationText, translate: locationText } = location;

/** Resolves once the chosen language's location texts have arrived (at once when they are there already). */
export const loadLocationTexts = (): Promise<void> => i18n.loadNamespaces(location.namespace);
