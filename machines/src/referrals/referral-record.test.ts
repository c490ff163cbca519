import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import {
  INVALID_REFERRALS_RESPONSE,
  readReferralsAnswer,
  referralStatus,
  toReferral,
  type Referral,
} from './referral-record.ts';

/** A referral with its job line as the client shows it in English. */
const shown = (r: Referral) => ({ ...r, jobTitle: english(r.jobTitle) });

describe('referral status default', () => {
  it.each([
    [undefined, 'Pending'],
    [null, 'Pending'],
    ['', 'Pending'],
    ['  ', 'Pending'],
    ['Pending', 'Pending'],
    ['PENDING', 'Pending'],
    ['pending', 'Pending'],
    ['HIRED', 'Hired'],
    ['Hired', 'Hired'],
    ['Interview', 'Interview'],
    ['SIGN IN PENDING', 'SIGN IN PENDING'],
    [' APPLIED ', 'APPLIED'],
  ])('%j reads as %j', (status, expected) => {
    expect(referralStatus(status)).toBe(expected);
  });
});

describe('a referral with its defaults', () => {
  it('fills status, job title and reward when absent', () => {
    expect(shown(toReferral({ id: 7020, name: 'Arjun Nair' }))).toEqual({
      id: 7020,
      name: 'Arjun Nair',
      status: 'Pending',
      mobile: '',
      email: '',
      referredBy: '',
      referredDate: '',
      applicationCount: 0,
      jobId: null,
      jobTitle: 'Direct Referral',
      reward: 0,
    });
  });

  it('treats null job, title and reward as a direct referral earning 0', () => {
    const r = toReferral({
      id: 1,
      name: 'A',
      status: null,
      jobId: null,
      jobTitle: null,
      reward: null,
      appliedCount: null,
    });
    expect(shown(r)).toMatchObject({
      status: 'Pending',
      jobId: null,
      jobTitle: 'Direct Referral',
      reward: 0,
      applicationCount: 0,
    });
    expect(shown(toReferral({ id: 1, name: 'A', jobId: 0, jobTitle: '  ' }))).toMatchObject({
      jobId: null,
      jobTitle: 'Direct Referral',
    });
    // The upstream's own title for a direct referral is the same message, shown in the chosen language.
    expect(toReferral({ id: 1, name: 'A', jobTitle: 'Direct Referral' }).jobTitle).toEqual(
      toReferral({ id: 1, name: 'A' }).jobTitle,
    );
    expect(toReferral({ id: 1, name: 'A', jobTitle: 'Telecaller' }).jobTitle).toEqual({ upstream: 'Telecaller' });
  });

  it('reads the mobile from mobile or mobile_number and the count from appliedCount', () => {
    expect(toReferral({ id: 1, name: 'A', mobile: '9123456780', appliedCount: 2 })).toMatchObject({
      mobile: '9123456780',
      applicationCount: 2,
    });
    expect(toReferral({ id: 2, name: 'B', mobile: null, mobile_number: '8899001122' })).toMatchObject({
      mobile: '8899001122',
    });
    expect(toReferral({ id: 3, name: 'C', mobile: '7012345678', mobile_number: '8899001122' }).mobile).toBe(
      '7012345678',
    );
  });

  it('keeps the values the server sends', () => {
    const r = toReferral({
      id: 7012,
      name: 'Ravi Kumar',
      status: 'HIRED',
      email: 'ravi@example.in',
      referredBy: 'Priya Sharma',
      referredDate: '2026-09-14 11:20:00',
      appliedCount: 1,
      jobId: 1042,
      jobTitle: 'Delivery Executive',
      reward: 500,
    });
    expect(shown(r)).toEqual({
      id: 7012,
      name: 'Ravi Kumar',
      status: 'Hired',
      mobile: '',
      email: 'ravi@example.in',
      referredBy: 'Priya Sharma',
      referredDate: '2026-09-14 11:20:00',
      applicationCount: 1,
      jobId: 1042,
      jobTitle: 'Delivery Executive',
      reward: 500,
    });
  });
});

describe("fetchReferrals' answer", () => {
  const entry = { id: 7020, name: 'Arjun Nair', status: 'Pending', mobile: '7012345678', appliedCount: 0 };

  it('reads the referrals object directly', () => {
    const r = readReferralsAnswer({
      overallStatus: { referrals: 3, applies: 2, hires: 1, completions: 1 },
      candidateDetails: [entry],
    });
    expect(r).toEqual({
      ok: true,
      view: { referrals: [toReferral(entry)], stats: { referrals: 3, applies: 2, hires: 1, completions: 1 } },
    });
  });

  it('reads it inside a { success, data } envelope', () => {
    const r = readReferralsAnswer({
      success: true,
      data: { overallStatus: { referrals: 1, applies: 0, hires: 0, completions: 0 }, candidateDetails: [entry] },
    });
    expect(r.ok && r.view.referrals.map((x) => x.name)).toEqual(['Arjun Nair']);
    expect(r.ok && r.view.stats.referrals).toBe(1);
  });

  it('survives missing lists and counts', () => {
    expect(readReferralsAnswer({})).toEqual({
      ok: true,
      view: { referrals: [], stats: { referrals: 0, applies: 0, hires: 0, completions: 0 } },
    });
    expect(readReferralsAnswer({ candidateDetails: 'x', overallStatus: 5 })).toMatchObject({
      ok: true,
      view: { referrals: [] },
    });
  });

  it.each([[null], [undefined], ['text'], [42], [true], [[entry]]])(
    'a non-object answer %j is an invalid format',
    (body) => {
      expect(readReferralsAnswer(body)).toEqual({ ok: false, message: INVALID_REFERRALS_RESPONSE });
      expect(english(INVALID_REFERRALS_RESPONSE)).toBe('Invalid API response format');
    },
  );
});
