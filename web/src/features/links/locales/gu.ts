import type en from './en.ts';

/** The shared-link screens' texts in Gujarati. */
const gu: Record<keyof typeof en, string> = {
  'overlay.checking': 'કઈ સ્ક્રીન ખોલવી તે તપાસી રહ્યા છીએ...',
  loading: 'લોડ થઈ રહ્યું છે...',
  checkingUrl: 'લિંક તપાસી રહ્યા છીએ...',
  'notFound.title': 'પેજ મળ્યું નથી',
  'notFound.message': 'તમે જે પેજ શોધો છો તે અસ્તિત્વમાં નથી અથવા લિંકની મુદત પૂરી થઈ ગઈ છે.',
  'notFound.home': 'હોમ પર જાઓ',
};

export default gu;
