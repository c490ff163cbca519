import { useCallback } from 'react';
import { relativeTime } from '#machines';
import { useFormat } from '../../i18n/index.ts';
import { useNotificationsText } from './i18n.ts';

/** The text of each unit of the rule's English forms ('n min ago', 'n hours ago' …). */
const UNIT_KEYS = {
  min: 'time.minutes',
  hour: 'time.hours',
  day: 'time.days',
  week: 'time.weeks',
  month: 'time.months',
  year: 'time.years',
} as const;

const FORM = /^(\d+) (min|hour|day|week|month|year)s? ago$/;

const isUnit = (unit: string | undefined): unit is keyof typeof UNIT_KEYS => unit !== undefined && unit in UNIT_KEYS;

/**
 * The rule's relative time ('Just now', '2 hours ago' …) in the chosen language: the rule picks the unit and
 * the number, the notification texts word it (with a plural form where the language has one).
 */
export function useRelativeTime(): (then: number, now: number) => string {
  const t = useNotificationsText();
  const format = useFormat();
  return useCallback(
    (then, now) => {
      const english = relativeTime(then, now);
      const [, amount, unit] = FORM.exec(english) ?? [];
      if (!isUnit(unit)) return t('time.justNow');
      const count = Number(amount);
      return t(UNIT_KEYS[unit], { count, n: format.number(count) });
    },
    [t, format],
  );
}
