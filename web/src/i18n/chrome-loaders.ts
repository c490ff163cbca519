import type { ChromeTexts } from './locales/en.ts';

/** The app's labels in languages other than English, each its own chunk, fetched when first chosen. */
export const CHROME_LOADERS: Record<string, () => Promise<ChromeTexts>> = {
  hi: () => import('./locales/hi.ts').then((module) => module.hi),
  bn: () => import('./locales/bn.ts').then((module) => module.bn),
  ta: () => import('./locales/ta.ts').then((module) => module.ta),
  te: () => import('./locales/te.ts').then((module) => module.te),
  mr: () => import('./locales/mr.ts').then((module) => module.mr),
  gu: () => import('./locales/gu.ts').then((module) => module.gu),
  kn: () => import('./locales/kn.ts').then((module) => module.kn),
  ml: () => import('./locales/ml.ts').then((module) => module.ml),
};
