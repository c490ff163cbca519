import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bn } from './locales/bn.ts';
import { en } from './locales/en.ts';
import { gu } from './locales/gu.ts';
import { hi } from './locales/hi.ts';
import { kn } from './locales/kn.ts';
import { ml } from './locales/ml.ts';
import { mr } from './locales/mr.ts';
import { ta } from './locales/ta.ts';
import { te } from './locales/te.ts';

const chrome = { en, hi, bn, ta, te, mr, gu, kn, ml };

/**
 * The app's i18next instance. Keys are flat ('nav.signIn') and job texts are looked up by their English
 * wording, which may hold '.' or ':' — so neither separator is used.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: Object.keys(chrome),
  resources: Object.fromEntries(Object.entries(chrome).map(([code, texts]) => [code, { translation: texts }])),
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
