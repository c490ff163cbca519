import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  Clock,
  Landmark,
  ReceiptText,
  RefreshCw,
  TriangleAlert,
  Wallet,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  EARNINGS_LOAD_ERROR,
  failureMessage,
  kycComplete,
  ZERO_TOTALS,
  type ClaimOutput,
  type EarningsTotals,
  type LedgerTransaction,
} from '#machines';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { kycDetailsQueryOptions } from '#web/entities/candidate/index.ts';
import { paths } from '#web/shared/paths.ts';
import { useSession } from '#web/shared/session.ts';
import { useConnectionProblem, type ConnectionProblem } from '#web/shared/connection-problem.ts';
import { useOnline } from '#web/shared/use-online.ts';
import { Button, EmptyState, Skeleton, useToast } from '#web/ui/index.ts';
import { OfflineNote, OfflineState } from '#web/ui/offline-state.tsx';
import { StatTile, StatTiles, type StatTone } from '#web/ui/stat-tile.tsx';
import { earningsQueryOptions, useEarnings } from '../api/fetch-earnings.ts';
import { earningsNs } from '../i18n.ts';
import { ClaimFlow } from './claim-flow.tsx';
import { LedgerTable } from './ledger.tsx';
import './earnings-screen.css';

/** Toasts on this screen last 3 s (4 s elsewhere). */
export const EARNINGS_TOAST_MS = 3000;

type TileKey = 'tile.totalEarnings' | 'tile.availableBalance' | 'tile.totalWithdrawn' | 'tile.pendingAmount';

const TILES: [keyof EarningsTotals, TileKey, StatTone, LucideIcon][] = [
  ['totalEarnings', 'tile.totalEarnings', 'brand', WalletCards],
  ['availableBalance', 'tile.availableBalance', 'success', Wallet],
  ['totalWithdrawn', 'tile.totalWithdrawn', 'info', Landmark],
  ['pendingAmount', 'tile.pendingAmount', 'accent', Clock],
];

/** My Earnings for a signed-in candidate: the four totals, Claim Money with its KYC gate, and the Transaction Ledger. */
export function EarningsScreen() {
  const { t: text } = useTranslation(earningsNs);
  const { rupees } = useFormat();
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
  const claimOfflineId = useId();

  // Without a mobile number the call is skipped: zero totals and no transactions.
  const skipped = mobileNumber === '';
  const loading = !skipped && earnings.isPending;
  const failed = !skipped && earnings.isError;
  const connection = useConnectionProblem(earnings);
  const problem = skipped ? null : connection;
  const online = useOnline();
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

  return (
    <div className="earnings">
      <div className="earnings__bar">
        {verified ? (
          <span className="earnings__kyc-badge">
            <BadgeCheck size={16} aria-hidden="true" /> {text('kycVerified')}
          </span>
        ) : null}
        <Button
          className="earnings__claim"
          variant="accent"
          onClick={() => setClaiming(true)}
          disabled={loading || !online}
          aria-describedby={online ? undefined : claimOfflineId}
        >
          {/* 'Claim' on a phone, 'Claim Money' from 480 px (CSS): two texts, since word order differs by language. */}
          <span>
            <span className="earnings__claim-short">{text('claim.short')}</span>
            <span className="earnings__claim-more">{text('claim.full')}</span>
          </span>
        </Button>
      </div>
      {online ? null : <OfflineNote id={claimOfflineId} />}

      <StatTiles label={text('summary')}>
        {TILES.map(([key, label, tone, icon]) => (
          <StatTile
            key={key}
            label={text(label)}
            tone={tone}
            icon={icon}
            value={loading ? <Skeleton width="5rem" height="1.75rem" /> : rupees(Math.abs(totals[key]))}
          />
        ))}
      </StatTiles>

      <section className="earnings__ledger" aria-labelledby={ledgerTitleId}>
        <header className="earnings__ledger-head">
          <h2 id={ledgerTitleId}>{text('ledger.title')}</h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void earnings.refetch()}
            busy={!loading && earnings.isFetching}
            disabled={skipped}
          >
            <RefreshCw size={14} aria-hidden="true" /> {text('ledger.refresh')}
          </Button>
        </header>
        <LedgerBody
          state={loading ? 'loading' : problem ? problem : failed ? 'failed' : 'loaded'}
          error={earnings.error}
          transactions={transactions}
          onRetry={() => void earnings.refetch()}
          retrying={earnings.isFetching}
        />
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

interface LedgerBodyProps {
  state: 'loading' | 'failed' | 'loaded' | ConnectionProblem;
  error: unknown;
  transactions: LedgerTransaction[];
  onRetry: () => void;
  retrying: boolean;
}

/** The ledger's placeholders, its offline state, 'Failed to load earnings data. Please try again.', or its rows. */
function LedgerBody({ state, error, transactions, onRetry, retrying }: LedgerBodyProps) {
  const { t: text } = useTranslation(earningsNs);
  const messageText = useMessageText();
  if (state === 'loading') {
    return (
      <div className="earnings__ledger-loading" role="status" aria-label={text('ledger.loading')} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="2.75rem" />
        ))}
      </div>
    );
  }
  if (state === 'offline' || state === 'unanswered') {
    return (
      <OfflineState
        problem={state}
        onRetry={onRetry}
        retrying={retrying}
        title={messageText(EARNINGS_LOAD_ERROR)}
        message={messageText(failureMessage(error) ?? EARNINGS_LOAD_ERROR)}
      />
    );
  }
  if (state === 'failed') {
    return (
      <EmptyState tone="error" icon={TriangleAlert} title={messageText(failureMessage(error) ?? EARNINGS_LOAD_ERROR)} />
    );
  }
  if (transactions.length === 0) {
    return <EmptyState icon={ReceiptText} title={text('ledger.empty')} message={text('ledger.emptyHint')} />;
  }
  return <LedgerTable transactions={transactions} />;
}
