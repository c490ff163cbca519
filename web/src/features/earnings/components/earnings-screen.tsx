import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { EARNINGS_LOAD_ERROR, formatRupees, kycComplete, ZERO_TOTALS, type ClaimOutput, type EarningsTotals } from '#machines';
import { kycDetailsQueryOptions } from '../../../shared/candidate-kyc.ts';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session.ts';
import { Button, EmptyState, Skeleton, useToast } from '../../../ui/index.ts';
import { StatTile, StatTiles, type StatTone } from '../../../ui/stat-tile.tsx';
import { earningsQueryOptions, useEarnings } from '../api/fetch-earnings.ts';
import { ClaimFlow } from './claim-flow.tsx';
import { LedgerTable } from './ledger.tsx';
import './earnings-screen.css';

/** Toasts on this screen last 3 s (4 s elsewhere). */
export const EARNINGS_TOAST_MS = 3000;
export const NO_TRANSACTIONS = 'No Transactions Yet';

const TILES: [keyof EarningsTotals, string, StatTone, string][] = [
  ['totalEarnings', 'Total Earnings', 'brand', '💰'],
  ['availableBalance', 'Available Balance', 'success', '👛'],
  ['totalWithdrawn', 'Total Withdrawn', 'info', '🏦'],
  ['pendingAmount', 'Pending Amount', 'accent', '🕒'],
];

/** My Earnings for a signed-in candidate: the four totals, Claim Money with its KYC gate, and the Transaction Ledger. */
export function EarningsScreen() {
  const { user } = useSession();
  const mobileNumber = user?.mobileNumber ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const earnings = useEarnings(mobileNumber);
  // The badge's KYC state; the claim flow uses it when loaded and fetches it otherwise.
  const kyc = useQuery(kycDetailsQueryOptions(mobileNumber));
  const [claiming, setClaiming] = useState(false);
  const ledgerTitleId = useId();

  // Without a mobile number the call is skipped: zero totals and no transactions.
  const skipped = mobileNumber === '';
  const loading = !skipped && earnings.isPending;
  const failed = !skipped && earnings.isError;
  // A failed load shows zeroed totals, never figures kept from before or made up.
  const view = failed ? undefined : earnings.data;
  const totals = view?.totals ?? ZERO_TOTALS;
  const transactions = view?.transactions ?? [];
  const verified = kycComplete(kyc.data);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: earningsQueryOptions(mobileNumber).queryKey });

  const claimDone = (output: ClaimOutput, successText?: string) => {
    setClaiming(false);
    if (output.status === 'transferred' && successText) toast.success(successText, EARNINGS_TOAST_MS);
    if (output.status === 'kycSection') void navigate(paths.profile.getHref(), { state: output.state });
    if (output.status === 'signInAgain') toast.error(output.message, EARNINGS_TOAST_MS);
  };

  let ledger: ReactNode;
  if (loading) {
    ledger = (
      <div className="earnings__ledger-loading" role="status" aria-label="Loading transactions" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="2.75rem" />
        ))}
      </div>
    );
  } else if (failed) {
    ledger = <EmptyState tone="error" icon="⚠️" title={earnings.error.message || EARNINGS_LOAD_ERROR} />;
  } else if (transactions.length === 0) {
    ledger = <EmptyState icon="🧾" title={NO_TRANSACTIONS} message="Your referral bonuses and withdrawals will appear here." />;
  } else {
    ledger = <LedgerTable transactions={transactions} />;
  }

  return (
    <div className="earnings">
      <div className="earnings__bar">
        {verified ? (
          <span className="earnings__kyc-badge">
            <span aria-hidden="true">✓</span> KYC Verified
          </span>
        ) : null}
        <Button className="earnings__claim" variant="accent" onClick={() => setClaiming(true)} disabled={loading}>
          <span>
            Claim<span className="earnings__claim-more"> Money</span>
          </span>
        </Button>
      </div>

      <StatTiles label="Earnings summary">
        {TILES.map(([key, label, tone, icon]) => (
          <StatTile key={key} label={label} tone={tone} icon={icon} value={loading ? <Skeleton width="5rem" height="1.75rem" /> : formatRupees(totals[key])} />
        ))}
      </StatTiles>

      <section className="earnings__ledger" aria-labelledby={ledgerTitleId}>
        <header className="earnings__ledger-head">
          <h2 id={ledgerTitleId}>Transaction Ledger</h2>
          <Button variant="secondary" size="sm" onClick={() => void earnings.refetch()} busy={!loading && earnings.isFetching} disabled={skipped}>
            <span aria-hidden="true">↻</span> Refresh
          </Button>
        </header>
        {ledger}
      </section>

      {/* One claim flow at a time: a click while one runs (fetching the KYC state) is ignored. */}
      {claiming ? (
        <ClaimFlow
          kyc={kyc.data ?? null}
          balance={totals.availableBalance}
          mobileNumber={mobileNumber}
          userName={user?.name}
          onRefresh={refresh}
          onDone={claimDone}
        />
      ) : null}
    </div>
  );
}
