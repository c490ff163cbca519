import { useMemo } from 'react';
import { useLanguage } from '#web/i18n/index.ts';
import type { JobFieldKind } from '../translation/job-field-languages.ts';
import { useJobDictionary } from '../translation/translate-job-field.ts';

/**
 * Job titles, city names, descriptions and job-type terms in the chosen language (built in for hi, gu, ta
 * and te); the English text until the dictionaries have loaded, then again once they have.
 */
export function useJobTranslation() {
  const { code } = useLanguage();
  const dictionary = useJobDictionary(code);
  return useMemo(() => {
    const field = (kind: JobFieldKind) => (text: string) =>
      text && dictionary ? dictionary.translateJobField(kind, text, code) : text;
    return {
      title: field('jobName'),
      city: field('cityName'),
      details: field('jobDetails'),
      term: (text: string) => (text && dictionary ? dictionary.translateJobText(text, code) : text),
    };
  }, [code, dictionary]);
}
