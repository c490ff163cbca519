import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../testing/test-app.ts';
import { ZERO_DATE } from '../domain/dates.ts';
import { P, sessionPerFile } from '../testing/session.ts';

interface Earnings {
  earningSummary: {
    total_earned_amount: number;
    balance_claim_amount: number;
    claim_amount_underprocess: number;
    total_claimed_amount: number;
  };
  account_summary: {
    deposit: {
      id: number;
      deposited_on: string;
      referred_on: string;
      earned_amount: number;
      amount_earned_against: string;
    }[];
    claim: {
      utr_number: string | null;
      claim_status: string;
      claimed_amount: number;
      claimed_on: string;
      upi_id: string | null;
    }[];
  };
}

const TRANSFER = '/legacy-services/api/v1/cashfree/directTransfer';
const demo: string = DEMO_IDENTITIES.candidateMobile;
const kycDone: string = DEMO_IDENTITIES.kycCompleteMobile;
const AMOUNT_MESSAGE = 'Transfer amount must be greater than 0 and less than the available balance';

const { s } = sessionPerFile(1500);

async function earnings(mobile: string): Promise<Earnings> {
  const response = await s.get(`${P}/myEarnings?mobileNumber=${mobile}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Earnings }).data;
}

function transfer(amount: string, { mobile = kycDone, vpa = 'rahul.verma@oksbi', mode = 'upi' } = {}) {
  const query = new URLSearchParams({
    mobileNumber: mobile,
    vpa,
    nameOnAadhar: 'Rahul Kumar Verma',
    transferMode: mode,
    transferAmount: amount,
  });
  return s.post(`${TRANSFER}?${query.toString()}`);
}

describe('myEarnings', () => {
  it('sums credited deposits and completed and pending claims into the four totals', async () => {
    const data = await earnings(demo);
    expect(data.earningSummary).toEqual({
      total_earned_amount: 1500,
      balance_claim_amount: 700,
      claim_amount_underprocess: 300,
      total_claimed_amount: 500,
    });
    const credited = data.account_summary.deposit.filter((d) => d.deposited_on !== ZERO_DATE);
    expect(credited.reduce((sum, d) => sum + d.earned_amount, 0)).toBe(data.earningSummary.total_earned_amount);
  });

  it('lists 500-rupee referral bonuses, some not yet credited, and a completed and a pending claim', async () => {
    const { account_summary } = await earnings(demo);
    expect(account_summary.deposit.every((d) => d.earned_amount === 500 && d.amount_earned_against.length > 3)).toBe(
      true,
    );
    expect(account_summary.deposit.filter((d) => d.deposited_on === ZERO_DATE).length).toBeGreaterThan(0);
    expect(account_summary.claim.map((c) => c.claim_status).sort()).toEqual(['PENDING', 'SUCCESS']);
    expect(account_summary.claim.find((c) => c.claim_status === 'SUCCESS')?.utr_number).toMatch(/^\d{12}$/);
  });

  it('gives the KYC-complete candidate at least 2,000 rupees to claim', async () => {
    expect((await earnings(kycDone)).earningSummary.balance_claim_amount).toBeGreaterThanOrEqual(2000);
  });

  it('answers zero totals and empty lists for a number without earnings', async () => {
    expect(await earnings('9988776655')).toEqual({
      earningSummary: {
        total_earned_amount: 0,
        balance_claim_amount: 0,
        claim_amount_underprocess: 0,
        total_claimed_amount: 0,
      },
      account_summary: { deposit: [], claim: [] },
    });
  });

  it('requires a usable mobile number', async () => {
    const zero = await s.get(`${P}/myEarnings?mobileNumber=0`);
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ message: 'Mobile number is required' });
    expect((await s.get(`${P}/myEarnings`)).statusCode).toBe(400);
  });
});

describe('transferToUpi', () => {
  beforeEach(() => s.reset());

  it('debits the balance by a SUCCESS claim and answers the new balance', async () => {
    const before = (await earnings(kycDone)).earningSummary;
    const response = await transfer('500');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { utrNumber: string };
    expect(body).toEqual({
      success: true,
      message: 'Transfer initiated successfully',
      utrNumber: expect.stringMatching(/^\d{12}$/),
      transferredAmount: 500,
      balance: before.balance_claim_amount - 500,
    });
    const after = await earnings(kycDone);
    expect(after.earningSummary).toMatchObject({
      balance_claim_amount: before.balance_claim_amount - 500,
      total_claimed_amount: before.total_claimed_amount + 500,
      total_earned_amount: before.total_earned_amount,
    });
    expect(after.account_summary.claim.at(-1)).toMatchObject({
      utr_number: body.utrNumber,
      claim_status: 'SUCCESS',
      claimed_amount: 500,
      claimed_on: '2026-11-20 10:00:00',
      upi_id: 'rahul.verma@oksbi',
    });
  });

  it('takes a decimal amount from the string', async () => {
    const response = await transfer('250.50');
    expect(response.json()).toMatchObject({ transferredAmount: 250.5, balance: 2749.5 });
  });

  it('refuses 0, the whole balance and more than the balance', async () => {
    const { balance_claim_amount: balance } = (await earnings(kycDone)).earningSummary;
    for (const amount of ['0', String(balance), String(balance + 1)]) {
      const response = await transfer(amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: AMOUNT_MESSAGE, error: 'INVALID_AMOUNT' });
    }
    expect((await transfer(String(balance - 1))).statusCode).toBe(200);
    expect((await earnings(kycDone)).earningSummary.balance_claim_amount).toBe(1);
  });

  it('requires Aadhaar and PAN to be verified', async () => {
    for (const mobile of [demo, '9988776655']) {
      const response = await transfer('100', { mobile });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'KYC verification (Aadhaar and PAN) is required before withdrawal',
        error: 'KYC_REQUIRED',
      });
    }
  });

  it('refuses a UPI ID that is not name@handle', async () => {
    for (const vpa of ['rahul.verma', 'rahul@', '@oksbi', 'rahul verma@oksbi']) {
      const response = await transfer('100', { vpa });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid UPI ID', error: 'INVALID_VPA' });
    }
  });

  it('requires a mobile number and the documented query values', async () => {
    const zero = await transfer('100', { mobile: '0' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ message: 'Mobile number is required', error: 'MOBILE_REQUIRED' });
    const missing = await s.post(`${TRANSFER}?vpa=a.b@oksbi&nameOnAadhar=X&transferMode=upi&transferAmount=10`);
    expect(missing.json()).toMatchObject({ message: 'Mobile number is required' });
    expect((await transfer('ten')).statusCode).toBe(400);
    expect((await transfer('10', { mode: 'imps' })).json()).toMatchObject({
      message: 'transferMode must be one of upi',
    });
  });

  it('never overdraws under 200 concurrent transfers, and records every accepted one', async () => {
    const start = (await earnings(kycDone)).earningSummary.balance_claim_amount;
    const claimsBefore = (await earnings(kycDone)).account_summary.claim.length;
    const amounts = Array.from({ length: 200 }, (_, i) => 10 + (i % 4) * 5);
    const responses = await Promise.all(amounts.map((a) => transfer(String(a))));
    const accepted = responses
      .filter((r) => r.statusCode === 200)
      .map((r) => (r.json() as { transferredAmount: number }).transferredAmount);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(accepted.length + refused.length).toBe(200);
    expect(refused.length).toBeGreaterThan(0);
    expect(
      refused.every((r) => r.statusCode === 400 && (r.json() as { message: string }).message === AMOUNT_MESSAGE),
    ).toBe(true);
    const spent = accepted.reduce((sum, a) => sum + a, 0);
    expect(spent).toBeLessThan(start);
    const after = await earnings(kycDone);
    expect(after.account_summary.claim.length - claimsBefore).toBe(accepted.length);
    expect(after.earningSummary.balance_claim_amount).toBe(start - spent);
    expect(after.earningSummary.balance_claim_amount).toBeGreaterThan(0);
  });
});

describe('paymentRequest', () => {
  beforeEach(() => s.reset());

  it('records a pending claim that leaves the balance at once', async () => {
    const before = (await earnings(demo)).earningSummary;
    const response = await s.post(`${P}/paymentRequest?mobileNumber=${demo}`, {
      amount: 200,
      upiId: 'priya.sharma@okaxis',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Payment request submitted successfully',
      data: { amount: 200, status: 'PENDING', requestedOn: '2026-11-20 10:00:00' },
    });
    expect((await earnings(demo)).earningSummary).toMatchObject({
      balance_claim_amount: before.balance_claim_amount - 200,
      claim_amount_underprocess: before.claim_amount_underprocess + 200,
    });
  });

  it('applies the amount rule and requires a mobile number', async () => {
    const tooMuch = await s.post(`${P}/paymentRequest?mobileNumber=${demo}`, { amount: 700 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ message: AMOUNT_MESSAGE });
    const noMobile = await s.post(`${P}/paymentRequest?mobileNumber=0`, { amount: 10 });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json()).toMatchObject({ message: 'Mobile number is required' });
  });
});
