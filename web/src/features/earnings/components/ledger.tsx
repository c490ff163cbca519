import { useTranslation } from 'react-i18next';
import { ArrowDownLeft, ArrowUpRight, Check, Clock, X, type LucideIcon } from 'lucide-react';
import type { LedgerTone, LedgerTransaction } from '#machines';
import { useLedgerTexts } from '../hooks/use-ledger-texts.ts';
import { earningsNs } from '../i18n.ts';

const ICONS: Record<LedgerTone, LucideIcon> = { completed: Check, pending: Clock, failed: X };

function StatusIcon({ tone }: { tone: LedgerTone }) {
  const Icon = ICONS[tone];
  return <Icon className="ledger__status-icon" size={14} strokeWidth={2.5} aria-hidden="true" />;
}

/** The Transaction Ledger: a table on wide screens; its rows stack as cards on phones (CSS). */
export function LedgerTable({ transactions }: { transactions: LedgerTransaction[] }) {
  const { t: text } = useTranslation(earningsNs);
  const cell = useLedgerTexts();
  const labels = {
    date: text('ledger.date'),
    type: text('ledger.type'),
    description: text('ledger.description'),
    amount: text('ledger.amount'),
    status: text('ledger.status'),
  };
  return (
    <table className="ledger">
      <caption className="visually-hidden">{text('ledger.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.date}</th>
          <th scope="col">{labels.type}</th>
          <th scope="col">{labels.description}</th>
          <th scope="col" className="ledger__num">
            {labels.amount}
          </th>
          <th scope="col">{labels.status}</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((t) => (
          <tr key={t.id} className={t.isEarning ? 'ledger__row ledger__row--in' : 'ledger__row ledger__row--out'}>
            <td className="ledger__date" data-label={labels.date}>
              {cell.date(t)}
            </td>
            <td className="ledger__type" data-label={labels.type}>
              <span className="ledger__type-icon" aria-hidden="true">
                {t.isEarning ? <ArrowDownLeft size={14} /> : <ArrowUpRight size={14} />}
              </span>
              {cell.type(t)}
            </td>
            <td className="ledger__desc" data-label={labels.description}>
              <span className="ledger__desc-main">{cell.description(t)}</span>
              {t.details ? <span className="ledger__desc-details">{t.details}</span> : null}
            </td>
            <td className="ledger__num ledger__amount" data-label={labels.amount}>
              {cell.amount(t)}
            </td>
            <td className="ledger__status-cell" data-label={labels.status}>
              <span className={`ledger__status ledger__status--${t.tone}`}>
                <StatusIcon tone={t.tone} />
                {cell.status(t)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
