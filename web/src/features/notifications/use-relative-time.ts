import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { elapsedAge } from '#machines';
import { useFormat } from '#web/i18n/index.ts';
import { notificationsNs } from './i18n.ts';

/** The text of each unit the rule counts in ('n min ago', 'n hours ago' …). */
const UNIT_KEYS = {
  min: 'time.minutes',
  hour: 'time.hours',
  day: 'time.days',
  week: 'time.weeks',
  month: 'time.months',
  year: 'time.years',
} as const;

/**
 * The rule's relative time ('Just now', '2 hours ago' …) in the chosen language: the rule picks the unit and
 * the number, the notification texts word it (with a plural form where the language has one).
 */
export function useRelativeTime(): (then: number, now: number) => string {
  const { t } = useTranslation(notificationsNs);
  const format = useFormat();
  return useCallback(
    (then, now) => {
      const age = elapsedAge(then, now);
      if (!age) return t('time.justNow');
      return t(UNIT_KEYS[age.unit], { count: age.count, n: format.number(age.count) });
    },
    [t, format],
  );
}
