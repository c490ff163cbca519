import { useCallback } from 'react';
import { interviewSchedule, interviewStatusLabel } from '#machines';
import { useLanguage, useMessageText } from '#web/i18n/index.ts';

/** An interview's status badge text in the chosen language (the statuses and their spellings: `interviewStatusLabel`). */
export function useStatusLabel(): (status: string | null | undefined) => string {
  const messageText = useMessageText();
  return useCallback((status) => messageText(interviewStatusLabel(status)), [messageText]);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/;

/**
 * An interview's date and time ('YYYY-MM-DD HH:mm:ss', its local time) in the chosen language's Indian locale;
 * in English exactly as `interviewSchedule` writes them ('20 Nov 2026', '10:30 am'). Null when not scheduled.
 */
export function useInterviewSchedule(): (dateTime: string | null | undefined) => { date: string; time: string } | null {
  const { code } = useLanguage();
  return useCallback(
    (dateTime) => {
      const english = interviewSchedule(dateTime);
      const match = DATE_TIME.exec((dateTime ?? '').trim());
      if (!english || !match || code === 'en') return english;
      const [, y, mo, d, h = '0', mi = '0'] = match;
      const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
      const locale = `${code}-IN`;
      return {
        date: at.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
        time: at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }),
      };
    },
    [code],
  );
}
