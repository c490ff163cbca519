import type { InitOptions } from 'i18next';

/**
 * How the app's texts are read, for every i18next instance that reads them (the app's, i18n.ts; the screens'
 * outlines rendered at build time, app/first-paint/render-outlines.tsx): flat keys ('nav.signIn': a '.' is part of the
 * key, not a path), no HTML escaping (React escapes), English where a text is missing.
 */
export const TEXT_OPTIONS = {
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  showSupportNotice: false,
} as const satisfies InitOptions;
