import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { activityTimeAgo, formatApplicationDate, type ApplicationView } from '#machines';
import { useFormat, useLanguage, useLocalMessageText } from '#web/i18n/index.ts';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { applicationsNs } from '../i18n.ts';

/**
 * The screen's dates, times and money in the chosen language: 'Nov 2, 2026' in English as the spec writes it,
 * the language's Indian-locale short date otherwise; 'just now' / 'Nd ago'; '₹22,000/month'; the job's title, city
 * and skills from the same dictionaries as the home list (i18n/job-field-text.ts).
 */
export function useApplicationFormat() {
  const { t } = useTranslation(applicationsNs);
  const text = useLocalMessageText();
  const format = useFormat();
  const { code } = useLanguage();
  const date = useCallback(
    (at: number | null) => (at === null ? '' : code === 'en' ? formatApplicationDate(at) : format.date(at)),
    [code, format],
  );
  const timeAgo = useCallback((at: number | null, now: number) => text(activityTimeAgo(at, now)), [text]);
  // The amount in the chosen language's digits; without one, 'Salary not specified'.
  const salary = useCallback(
    (a: Pick<ApplicationView, 'salary' | 'salaryAmount'>) =>
      a.salaryAmount === null ? text(a.salary) : t('card.salaryPerMonth', { amount: format.rupees(a.salaryAmount) }),
    [t, text, format],
  );
  const field = useJobFieldText();
  /** 'city - pincode' with the city in the chosen language, or '' without either. */
  const place = useCallback(
    (a: Pick<ApplicationView, 'city' | 'pincode'>) => [field.city(a.city), a.pincode].filter(Boolean).join(' - '),
    [field],
  );
  return { date, timeAgo, salary, company: text, number: format.number, title: field.title, skill: field.skill, place };
}
