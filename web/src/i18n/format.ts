import { once } from '#web/shared/once.ts';
import type { LanguageCode } from './languages.ts';
import { useLanguage } from './use-language.ts';

/** Numbers, rupees and dates in the chosen language's Indian locale ('hi-IN', 'ta-IN', …). */
export function formattersFor(code: LanguageCode) {
  const locale = `${code}-IN`;
  // Each Intl formatter is built on first use: building one resolves locale data, and most screens need one or two.
  const number = once(() => new Intl.NumberFormat(locale));
  // Whole rupees as '₹1,50,000'; an amount with paise keeps them ('₹1,000.5').
  const rupees = once(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }),
  );
  const date = once(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }));
  const dateTime = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
  );
  // '4.2 km' in the language's own words and digits.
  const kilometres = once(
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }),
  );
  // 'A, B, C': names listed as the language lists them.
  const names = once(() => new Intl.ListFormat(locale, { type: 'unit', style: 'short' }));
  // 'today', 'yesterday', '2 days ago' in the language's words.
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  return {
    locale,
    number: (value: number) => number().format(value),
    kilometres: (value: number) => kilometres().format(value),
    list: (items: readonly string[]) => names().format(items),
    /** How many calendar days before `now` the moment was, in words ('2 days ago'); never in the future. */
    daysAgo: (at: number, now: number = Date.now()) =>
      relative().format(-Math.max(0, calendarDaysBetween(at, now)), 'day'),
    rupees: (value: number) => rupees().format(value),
    date: (value: Date | number) => date().format(value),
    dateTime: (value: Date | number) => dateTime().format(value),
  };
}

/** Whole days between the two moments' local dates (a job posted late yesterday was posted 'yesterday'). */
function calendarDaysBetween(from: number, to: number): number {
  const day = (at: number) => {
    const date = new Date(at);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  };
  return Math.round((day(to) - day(from)) / 86_400_000);
}

export type Formatters = ReturnType<typeof formattersFor>;

/**
 * Intl formatters take a moment to build (locale data is resolved each time); every job card formats, so each
 * language's set is built once and shared.
 */
const shared = new Map<LanguageCode, Formatters>();

function sharedFormattersFor(code: LanguageCode): Formatters {
  let formatters = shared.get(code);
  if (!formatters) {
    formatters = formattersFor(code);
    shared.set(code, formatters);
  }
  return formatters;
}

/** The chosen language's formatters. */
export function useFormat(): Formatters {
  return sharedFormattersFor(useLanguage().code);
}
