import { useCallback } from 'react';
import { translateJobField, translateJobText, useJobDictionary, useLanguage } from '../../language/index.ts';

/** Job titles, city names, descriptions and job-type terms in the chosen language (built in for en, hi, gu, ta, te). */
export function useJobTranslation() {
  const { code } = useLanguage();
  // Re-translates once the dictionaries have loaded.
  const ready = useJobDictionary(code);
  return {
    title: useCallback((text: string) => (text ? translateJobField('jobName', text, code) : text), [code, ready]),
    city: useCallback((text: string) => (text ? translateJobField('cityName', text, code) : text), [code, ready]),
    details: useCallback((text: string) => (text ? translateJobField('jobDetails', text, code) : text), [code, ready]),
    term: useCallback((text: string) => (text ? translateJobText(text, code) : text), [code, ready]),
  };
}
