import { describe, expect, it } from 'vitest';
import { referralStats } from './referral-stats.ts';

const entry = (status: string, applicationCount: number) => ({ status, applicationCount });

describe('referral stats', () => {
  it("keeps the server's counts when it reports referrals", () => {
    const overall = { referrals: 3, applies: 2, hires: 1, completions: 1 };
    expect(referralStats(overall, [entry('Pending', 0)])).toEqual(overall);
  });

  it('derives them when the server says 0 referrals but entries exist', () => {
    const entries = [
      entry('Pending', 0),
      entry('Hired', 2),
      entry('HIRED', 1),
      entry('APPLIED', 1),
      entry('JOINED', 1),
    ];
    expect(referralStats({ referrals: 0, applies: 4, hires: 9, completions: 3 }, entries)).toEqual({
      referrals: 5,
      applies: 5,
      hires: 2,
      completions: 0,
    });
  });

  it('derives them when the counts are missing', () => {
    expect(referralStats(undefined, [entry('Hired', 1)])).toEqual({
      referrals: 1,
      applies: 1,
      hires: 1,
      completions: 0,
    });
  });

  it('is all zero with no entries and no counts', () => {
    expect(referralStats({ referrals: 0, applies: 0, hires: 0, completions: 0 }, [])).toEqual({
      referrals: 0,
      applies: 0,
      hires: 0,
      completions: 0,
    });
    expect(referralStats({ referrals: 'x', applies: -1, hires: null }, [])).toEqual({
      referrals: 0,
      applies: 0,
      hires: 0,
      completions: 0,
    });
  });
});
