/** English text, then its Hindi, Gujarati, Tamil and Telugu translations. */
export type TranslationRow = readonly [en: string, hi: string, gu: string, ta: string, te: string];

/** The languages the job fields are translated into, in the column order of a row. */
export const ROW_LANGUAGES = ['hi', 'gu', 'ta', 'te'] as const;
