import { useMemo } from 'react';
import type { LanguageCode } from './languages.ts';
import { useLanguage } from './use-language.ts';

/** Numbers, rupees and dates in the chosen language's Indian locale ('hi-IN', 'ta-IN', …). */
export function formattersFor(code: LanguageCode) {
  const locale = `${code}-IN`;
  const number = new Intl.NumberFormat(locale);
  // Whole rupees as '₹1,50,000'; an amount with paise keeps them ('₹1,000.5').
  const rupees = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const dateTime = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return {
    locale,
    number: (value: number) => number.format(value),
    rupees: (value: number) => rupees.format(value),
    date: (value: Date | number) => date.format(value),
    dateTime: (value: Date | number) => dateTime.format(value),
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

/** `formattersFor` the chosen language, re-made only when it changes. */
export function useFormat(): Formatters {
  const { code } = useLanguage();
  return useMemo(() => formattersFor(code), [code]);
}
