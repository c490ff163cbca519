import { formatLedgerAmount, type LedgerTone, type LedgerTransaction } from '#machines';

const ICONS: Record<LedgerTone, string> = { completed: '✓', pending: '🕒', failed: '✕' };

/** The Transaction Ledger: a table on wide screens; its rows stack as cards on phones (CSS). */
export function LedgerTable({ transactions }: { transactions: LedgerTransaction[] }) {
  return (
    <table className="ledger">
      <caption className="visually-hidden">Transactions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
          <th scope="col" className="ledger__num">
            Amount
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((t) => (
          <tr key={t.id} className={t.isEarning ? 'ledger__row ledger__row--in' : 'ledger__row ledger__row--out'}>
            <td className="ledger__date" data-label="Date">
              {t.date || '—'}
            </td>
            <td className="ledger__type" data-label="Type">
              <span className="ledger__type-icon" aria-hidden="true">
                {t.isEarning ? '↓' : '↑'}
              </span>
              {t.type}
            </td>
            <td className="ledger__desc" data-label="Description">
              <span className="ledger__desc-main">{t.description}</span>
              {t.details ? <span className="ledger__desc-details">{t.details}</span> : null}
            </td>
            <td className="ledger__num ledger__amount" data-label="Amount">
              {formatLedgerAmount(t.amount)}
            </td>
            <td className="ledger__status-cell" data-label="Status">
              <span className={`ledger__status ledger__status--${t.tone}`}>
                <span className="ledger__status-icon" aria-hidden="true">
                  {ICONS[t.tone]}
                </span>
                {t.status}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
