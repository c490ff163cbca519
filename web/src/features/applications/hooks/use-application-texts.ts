import { useCallback } from 'react';
import { activityTimeAgo, formatApplicationDate, salaryMessage, type ApplicationView } from '#machines';
import { useFormat, useLanguage, useLocalMessageText } from '#web/i18n/index.ts';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';

/**
 * The screen's dates, times and money in the chosen language: 'Nov 2, 2026' in English as the spec writes it,
 * the language's Indian-locale short date otherwise; 'just now' / 'Nd ago'; 'Up to ₹22,000 per month'; the job's title, city
 * and skills from the same dictionaries as the home list (i18n/job-field-text.ts).
 */
export function useApplicationFormat() {
  const text = useLocalMessageText();
  const format = useFormat();
  const { code } = useLanguage();
  const date = useCallback(
    (at: number | null) => (at === null ? '' : code === 'en' ? formatApplicationDate(at) : format.date(at)),
    [code, format],
  );
  const timeAgo = useCallback((at: number | null, now: number) => text(activityTimeAgo(at, now)), [text]);
  // The application carries the job's monthly ceiling alone: 'Up to ₹22,000 per month', never the ceiling as the pay.
  const salary = useCallback(
    (a: Pick<ApplicationView, 'salaryAmount'>) =>
      text(salaryMessage({ min: 0, max: a.salaryAmount ?? 0 }, format.rupees)),
    [text, format],
  );
  const field = useJobFieldText();
  /** 'city - pincode' with the city in the chosen language, or '' without either. */
  const place = useCallback(
    (a: Pick<ApplicationView, 'city' | 'pincode'>) => [field.city(a.city), a.pincode].filter(Boolean).join(' - '),
    [field],
  );
  return { date, timeAgo, salary, company: text, number: format.number, title: field.title, skill: field.skill, place };
}
