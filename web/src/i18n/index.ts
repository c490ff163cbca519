export { i18n } from './i18n.ts';
export type { ChromeKey, ChromeTexts } from './locales/en.ts';
