import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import {
  DEPOSIT_AWAITING_TEXT,
  DEPOSIT_CREDITED_TEXT,
  REFERRAL_BONUS,
  UPI_WITHDRAWAL,
  type LedgerTransaction,
} from '#machines';
import { useFormat, useLanguage } from '#web/i18n/index.ts';
import { earningsNs } from '../i18n.ts';

/** The machine writes a row's words in English; these are their texts in the screen's language. */
const TYPE_KEYS = {
  [REFERRAL_BONUS]: 'ledger.referralBonus',
  [UPI_WITHDRAWAL]: 'ledger.upiWithdrawal',
} as const satisfies Record<LedgerTransaction['type'], string>;

const DESCRIPTION_KEYS: Readonly<
  Record<string, 'ledger.bonusCredited' | 'ledger.bonusAwaiting' | 'ledger.upiWithdrawal'>
> = {
  [DEPOSIT_CREDITED_TEXT]: 'ledger.bonusCredited',
  [DEPOSIT_AWAITING_TEXT]: 'ledger.bonusAwaiting',
  [UPI_WITHDRAWAL]: 'ledger.upiWithdrawal',
};

/** The statuses the ledger shows: its own ('Credited', 'Pending', 'Completed') and the upstream's usual ones; any other shows as it came. */
const STATUS_KEYS: Readonly<
  Record<
    string,
    'status.credited' | 'status.pending' | 'status.completed' | 'status.pendingServer' | 'status.failedServer'
  >
> = {
  Credited: 'status.credited',
  Pending: 'status.pending',
  Completed: 'status.completed',
  PENDING: 'status.pendingServer',
  FAILED: 'status.failedServer',
};

/** A withdrawal to a UPI ID is described 'To {upiId}'. */
const TO_UPI = 'To ';

/** A ledger row's cells as text in the chosen language: English keeps the machine's wording and 'Mon D, YYYY' dates. */
export function useLedgerTexts() {
  const { t: text } = useTranslation(earningsNs);
  const format = useFormat();
  const { code } = useLanguage();
  return useMemo(
    () => ({
      date: (row: LedgerTransaction) => (row.at === null ? '—' : code === 'en' ? row.date || '—' : format.date(row.at)),
      type: (row: LedgerTransaction) => text(TYPE_KEYS[row.type]),
      description: (row: LedgerTransaction) => {
        const key = DESCRIPTION_KEYS[row.description];
        if (key) return text(key);
        if (row.type === UPI_WITHDRAWAL && row.description.startsWith(TO_UPI))
          return text('ledger.toUpi', { upiId: row.description.slice(TO_UPI.length) });
        return row.description;
      },
      amount: (row: LedgerTransaction) => `${row.amount < 0 ? '-' : '+'}${format.rupees(Math.abs(row.amount))}`,
      status: (row: LedgerTransaction) => {
        const key = STATUS_KEYS[row.status];
        return key ? text(key) : row.status;
      },
    }),
    [text, format, code],
  );
}
