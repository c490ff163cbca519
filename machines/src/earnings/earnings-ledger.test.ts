import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import {
  buildLedger,
  claimStatusText,
  depositStatus,
  ledgerTone,
  readEarningsAnswer,
  ZERO_TOTALS,
  type LedgerTransaction,
} from './earnings-ledger.ts';

/** A ledger row with its type, description and status as the client shows them in English. */
const shown = (row: LedgerTransaction | undefined) =>
  row && { ...row, type: english(row.type), description: english(row.description), status: english(row.status) };

const deposit = (patch: Record<string, unknown> = {}) => ({
  id: 1,
  deposited_on: '2026-08-14 10:05:00',
  referred_on: '2026-07-02 16:20:00',
  earned_amount: 500,
  amount_earned_against: 'Rahul Verma',
  ...patch,
});
const claim = (patch: Record<string, unknown> = {}) => ({
  utr_number: '427815093361',
  claim_status: 'SUCCESS',
  claimed_amount: 300,
  claimed_on: '2026-09-01 18:30:00',
  deposited_on: '2026-09-01 18:31:12',
  upi_id: 'priya.sharma@okaxis',
  bank_account_no: null,
  ...patch,
});
const answer = (data: Record<string, unknown>) => ({
  success: true,
  data: {
    earningSummary: {
      total_earned_amount: 1500,
      balance_claim_amount: 700,
      claim_amount_underprocess: 300,
      total_claimed_amount: 500,
    },
    account_summary: { deposit: [deposit()], claim: [claim()] },
    ...data,
  },
});

describe('deposit status', () => {
  it.each<[string | null | undefined, string]>([
    ['2026-08-14 10:05:00', 'Credited'],
    ['2026-08-14T10:05:00Z', 'Credited'],
    ['0000-00-00 00:00:00', 'Pending'],
    ['0000-00-00', 'Pending'],
    ['', 'Pending'],
    [null, 'Pending'],
    [undefined, 'Pending'],
    ['not a date', 'Pending'],
  ])('%j is %s', (value, status) => {
    expect(depositStatus(value)).toBe(status);
  });
});

describe('claim status', () => {
  it.each<[string | null | undefined, string]>([
    ['SUCCESS', 'Completed'],
    ['success', 'Completed'],
    ['PENDING', 'PENDING'],
    ['FAILED', 'FAILED'],
    ['PROCESSING', 'PROCESSING'],
    ['', 'Pending'],
    ['  ', 'Pending'],
    [null, 'Pending'],
    [undefined, 'Pending'],
  ])('%j is shown as %j', (value, text) => {
    expect(english(claimStatusText(value))).toBe(text);
  });

  it.each([
    ['Completed', 'completed'],
    ['Credited', 'completed'],
    ['Pending', 'pending'],
    ['PENDING', 'pending'],
    ['PROCESSING', 'pending'],
    ['FAILED', 'failed'],
    ['REJECTED', 'failed'],
  ])('%s takes the %s icon', (status, tone) => {
    expect(ledgerTone(status)).toBe(tone);
  });
});

describe('ledger', () => {
  it('builds a credited referral bonus and a completed withdrawal, newest first', () => {
    const rows = buildLedger([deposit()], [claim()]);
    expect(rows.map(shown)).toEqual([
      {
        id: 'claim-427815093361',
        at: new Date(2026, 8, 1, 18, 30).getTime(),
        date: 'Sep 1, 2026',
        type: 'UPI Withdrawal',
        description: 'To priya.sharma@okaxis',
        details: 'UTR 427815093361',
        amount: -300,
        status: 'Completed',
        tone: 'completed',
        isEarning: false,
      },
      {
        id: 'deposit-1',
        at: new Date(2026, 7, 14, 10, 5).getTime(),
        date: 'Aug 14, 2026',
        type: 'Referral Bonus',
        description: '1 Month completion bonus',
        details: 'Rahul Verma',
        amount: 500,
        status: 'Credited',
        tone: 'completed',
        isEarning: true,
      },
    ]);
  });

  it('shows a bonus with the zero date as pending, awaiting credit, dated by its referral', () => {
    const [row] = buildLedger([deposit({ deposited_on: '0000-00-00 00:00:00', amount_earned_against: null })], []);
    expect(shown(row)).toMatchObject({
      status: 'Pending',
      tone: 'pending',
      description: 'Awaiting credit',
      date: 'Jul 2, 2026',
      details: '',
    });
    const [undated] = buildLedger([deposit({ deposited_on: null, referred_on: null })], []);
    expect(shown(undated)).toMatchObject({ status: 'Pending', date: '', at: null });
  });

  it('shows other claim states as they come, and a claim without status as Pending', () => {
    const rows = buildLedger(
      [],
      [
        claim({ claim_status: 'PENDING', utr_number: null, claimed_on: '2026-11-02 09:45:00' }),
        claim({ claim_status: 'FAILED', utr_number: '1', claimed_on: '2026-11-01 09:45:00', upi_id: null }),
        claim({ claim_status: '', utr_number: '2', claimed_on: '2026-10-01 09:45:00' }),
      ],
    );
    expect(rows.map(shown).map((r) => [r?.status, r?.tone, r?.amount, r?.description, r?.details])).toEqual([
      ['PENDING', 'pending', -300, 'To priya.sharma@okaxis', ''],
      ['FAILED', 'failed', -300, 'UPI Withdrawal', 'UTR 1'],
      ['Pending', 'pending', -300, 'To priya.sharma@okaxis', 'UTR 2'],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
  });
});

describe('reading the answer', () => {
  it('reads the four totals and the ledger', () => {
    const read = readEarningsAnswer(answer({}));
    expect(read.ok && read.view.totals).toEqual({
      totalEarnings: 1500,
      availableBalance: 700,
      totalWithdrawn: 500,
      pendingAmount: 300,
    });
    expect(read.ok && read.view.transactions).toHaveLength(2);
  });

  it('reads zero totals and empty lists', () => {
    const read = readEarningsAnswer(
      answer({
        earningSummary: {
          total_earned_amount: 0,
          balance_claim_amount: 0,
          claim_amount_underprocess: 0,
          total_claimed_amount: 0,
        },
        account_summary: { deposit: [], claim: [] },
      }),
    );
    expect(read).toEqual({ ok: true, view: { totals: ZERO_TOTALS, transactions: [] } });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', []],
    ['text', 'ok'],
    ['success false', { success: false, data: answer({}).data }],
    ['no data', { success: true }],
    ['no summary', answer({ earningSummary: undefined })],
    [
      'a total as text',
      answer({
        earningSummary: {
          total_earned_amount: '1500',
          balance_claim_amount: 700,
          claim_amount_underprocess: 0,
          total_claimed_amount: 0,
        },
      }),
    ],
    ['no account summary', answer({ account_summary: null })],
    ['deposits not a list', answer({ account_summary: { deposit: {}, claim: [] } })],
    ['a deposit without an amount', answer({ account_summary: { deposit: [{ id: 1 }], claim: [] } })],
    ['a claim that is not an object', answer({ account_summary: { deposit: [], claim: ['x'] } })],
  ])('refuses %s with the load error, never sample figures', (_, body) => {
    const read = readEarningsAnswer(body);
    expect(read.ok).toBe(false);
    expect(!read.ok && english(read.message)).toBe('Failed to load earnings data. Please try again.');
  });
});
