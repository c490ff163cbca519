// My Earnings as the screen shows it, read from myEarnings' answer (contract: openapi/src/paths/earnings.yaml):
// the four totals and one ledger built from the deposits (referral bonuses) and the claims (UPI withdrawals).
import type { components } from '#contract/schema.d.ts';
import { formatApplicationDate, parseApplicationDate } from '../applications/application-dates.ts';
import { message, upstream, type Message } from '../messages/message.ts';

type WireDeposit = components['schemas']['EarningsDeposit'];
type WireClaim = components['schemas']['EarningsClaim'];

export const EARNINGS_LOAD_ERROR = message('earnings:ledger.loadFailed');
export const REFERRAL_BONUS = message('earnings:ledger.referralBonus');
export const UPI_WITHDRAWAL = message('earnings:ledger.upiWithdrawal');
export const DEPOSIT_CREDITED_TEXT = message('earnings:ledger.bonusCredited');
export const DEPOSIT_AWAITING_TEXT = message('earnings:ledger.bonusAwaiting');

export interface EarningsTotals {
  totalEarnings: number;
  availableBalance: number;
  totalWithdrawn: number;
  pendingAmount: number;
}

export const ZERO_TOTALS: EarningsTotals = {
  totalEarnings: 0,
  availableBalance: 0,
  totalWithdrawn: 0,
  pendingAmount: 0,
};

/** Which icon a status takes: a check (completed, credited), a clock (pending) or a cross (failed). */
export type LedgerTone = 'completed' | 'pending' | 'failed';

export interface LedgerTransaction {
  id: string;
  /** Epoch milliseconds, or null when the row carries no usable date. */
  at: number | null;
  /** 'Mon D, YYYY', or '' for no date. */
  date: string;
  /** 'Referral Bonus' or 'UPI Withdrawal'. */
  type: Message;
  /** '1 Month completion bonus' or 'Awaiting credit' for a bonus; 'To {upiId}' or 'UPI Withdrawal' for a withdrawal. */
  description: Message;
  /** Who the bonus was earned for, or where the withdrawal went. */
  details: string;
  /** Rupees; negative for withdrawals. */
  amount: number;
  /** 'Credited', 'Pending' or 'Completed', the upstream's PENDING and FAILED, or any other status as it came. */
  status: Message;
  tone: LedgerTone;
  isEarning: boolean;
}

export interface EarningsView {
  totals: EarningsTotals;
  transactions: LedgerTransaction[];
}

export type EarningsRead = { ok: true; view: EarningsView } | { ok: false; message: Message };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A deposit is credited when deposited_on is set and not the zero date; otherwise it is pending. */
export function depositStatus(depositedOn: string | null | undefined): 'Credited' | 'Pending' {
  return parseApplicationDate(depositedOn) === null ? 'Pending' : 'Credited';
}

/** A claim's status word: SUCCESS reads 'Completed'; any other status as it comes, or 'Pending' when there is none. */
function claimStatusWord(status: string | null | undefined): string {
  const raw = text(status);
  if (raw === '') return 'Pending';
  return raw.toUpperCase() === 'SUCCESS' ? 'Completed' : raw;
}

/** The ledger's own statuses, and the upstream's usual ones as it spells them; any other shows as it came. */
const STATUS_MESSAGES: Readonly<Record<string, Message>> = {
  Credited: message('earnings:status.credited'),
  Pending: message('earnings:status.pending'),
  Completed: message('earnings:status.completed'),
  PENDING: message('earnings:status.pendingServer'),
  FAILED: message('earnings:status.failedServer'),
};

const statusMessage = (word: string): Message => STATUS_MESSAGES[word] ?? upstream(word);

/** SUCCESS is shown as 'Completed'; any other status as it comes, or 'Pending' when there is none. */
export function claimStatusText(status: string | null | undefined): Message {
  return statusMessage(claimStatusWord(status));
}

/** The icon group of a shown status. */
export function ledgerTone(status: string): LedgerTone {
  if (/^(completed|credited|success)$/i.test(status.trim())) return 'completed';
  if (/fail|reject|cancel|declin|revers/i.test(status)) return 'failed';
  return 'pending';
}

function depositRow(deposit: WireDeposit, index: number): LedgerTransaction {
  const status = depositStatus(deposit.deposited_on);
  const at =
    status === 'Credited' ? parseApplicationDate(deposit.deposited_on) : parseApplicationDate(deposit.referred_on);
  return {
    id: `deposit-${typeof deposit.id === 'number' ? deposit.id : `#${index}`}`,
    at,
    date: formatApplicationDate(at),
    type: REFERRAL_BONUS,
    description: status === 'Credited' ? DEPOSIT_CREDITED_TEXT : DEPOSIT_AWAITING_TEXT,
    details: text(deposit.amount_earned_against),
    amount: Math.abs(deposit.earned_amount),
    status: statusMessage(status),
    tone: ledgerTone(status),
    isEarning: true,
  };
}

function claimRow(claim: WireClaim, index: number): LedgerTransaction {
  const status = claimStatusWord(claim.claim_status);
  const at = parseApplicationDate(claim.claimed_on) ?? parseApplicationDate(claim.deposited_on);
  const upi = text(claim.upi_id);
  const utr = text(claim.utr_number);
  return {
    id: `claim-${utr || `#${index}`}`,
    at,
    date: formatApplicationDate(at),
    type: UPI_WITHDRAWAL,
    description: upi ? message('earnings:ledger.toUpi', { upiId: upi }) : UPI_WITHDRAWAL,
    details: utr ? `UTR ${utr}` : '',
    amount: -Math.abs(claim.claimed_amount),
    status: statusMessage(status),
    tone: ledgerTone(status),
    isEarning: false,
  };
}

/** Deposits and claims as one ledger, newest first (rows without a date last, in the answer's order). */
export function buildLedger(deposits: readonly WireDeposit[], claims: readonly WireClaim[]): LedgerTransaction[] {
  const rows = [...deposits.map(depositRow), ...claims.map(claimRow)];
  return rows
    .map((row, order) => ({ row, order }))
    .sort(
      (a, b) => (b.row.at ?? Number.NEGATIVE_INFINITY) - (a.row.at ?? Number.NEGATIVE_INFINITY) || a.order - b.order,
    )
    .map(({ row }) => row);
}

const validDeposit = (d: unknown): d is WireDeposit => isObject(d) && isAmount(d.earned_amount);
const validClaim = (c: unknown): c is WireClaim => isObject(c) && isAmount(c.claimed_amount);

/**
 * Reads myEarnings' answer. Anything off its shape (no summary, a total that is not a number, lists that are
 * not lists of rows) is an error: the screen shows its error state, never made-up figures.
 */
export function readEarningsAnswer(answer: unknown): EarningsRead {
  const failed = { ok: false, message: EARNINGS_LOAD_ERROR } as const;
  if (!isObject(answer) || answer.success === false || !isObject(answer.data)) return failed;
  const { earningSummary: summary, account_summary: account } = answer.data;
  if (!isObject(summary) || !isObject(account)) return failed;
  const totals = [
    summary.total_earned_amount,
    summary.balance_claim_amount,
    summary.total_claimed_amount,
    summary.claim_amount_underprocess,
  ];
  if (!totals.every(isAmount)) return failed;
  const { deposit, claim } = account;
  if (!Array.isArray(deposit) || !Array.isArray(claim) || !deposit.every(validDeposit) || !claim.every(validClaim))
    return failed;
  const [totalEarnings, availableBalance, totalWithdrawn, pendingAmount] = totals as number[];
  return {
    ok: true,
    view: {
      totals: {
        totalEarnings: totalEarnings!,
        availableBalance: availableBalance!,
        totalWithdrawn: totalWithdrawn!,
        pendingAmount: pendingAmount!,
      },
      transactions: buildLedger(deposit, claim),
    },
  };
}
