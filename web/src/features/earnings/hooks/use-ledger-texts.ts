import { useMemo } from 'react';
import type { LedgerTransaction } from '#machines';
import { useFormat, useLanguage, useMessageText } from '#web/i18n/index.ts';

/** A ledger row's cells as text in the chosen language: English keeps the machine's wording and 'Mon D, YYYY' dates. */
export function useLedgerTexts() {
  const text = useMessageText();
  const format = useFormat();
  const { code } = useLanguage();
  return useMemo(
    () => ({
      date: (row: LedgerTransaction) => (row.at === null ? '—' : code === 'en' ? row.date || '—' : format.date(row.at)),
      type: (row: LedgerTransaction) => text(row.type),
      description: (row: LedgerTransaction) => text(row.description),
      amount: (row: LedgerTransaction) => `${row.amount < 0 ? '-' : '+'}${format.rupees(Math.abs(row.amount))}`,
      status: (row: LedgerTransaction) => text(row.status),
    }),
    [text, format, code],
  );
}
