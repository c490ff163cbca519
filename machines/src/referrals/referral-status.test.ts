import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import {
  ALL_REFERRALS,
  DATE_REFERRED_OPTIONS,
  filterByStatus,
  jobsAppliedText,
  referralProgress,
  referralStatusLabel,
  referralTone,
  statusFilterOptions,
  type StatusFilterOption,
} from './referral-status.ts';

describe('referral status colour', () => {
  it.each([
    ['APPROVED', 'green'],
    ['JOINED', 'green'],
    ['SELECTED', 'green'],
    ['Selected', 'green'],
    ['IN PROCESS', 'blue'],
    ['ASSIGNED', 'blue'],
    ['SCHEDULED', 'blue'],
    ['OFFERED', 'blue'],
    ['SELECTED - INTERVIEW 1', 'blue'],
    ['SIGN IN PENDING', 'amber'],
    ['Sign In Pending', 'amber'],
    ['REJECTED', 'red'],
    ['NOT JOINED', 'red'],
    ['REMOVED', 'red'],
    [' not  joined ', 'red'],
    ['POSITION CLOSED', 'grey'],
    ['INTERNAL TRANSFER', 'grey'],
    ['EXITED', 'grey'],
    ['Pending', 'grey'],
    ['APPLIED', 'grey'],
    ['Interview', 'grey'],
    ['Hired', 'grey'],
    ['Completed One Month', 'grey'],
  ] as const)('%s is %s', (status, tone) => {
    expect(referralTone(status)).toBe(tone);
  });
});

describe('referral progress', () => {
  const done = (status: string) => referralProgress(status).map((s) => `${s.step}:${s.done ? 'done' : 'open'}`);

  it('has the four steps in order', () => {
    expect(referralProgress('Pending').map((s) => english(s.label))).toEqual([
      'Referred',
      'Applied',
      'Interview',
      'Hired',
    ]);
  });

  it.each([
    ['Pending', ['Referred:done', 'Applied:open', 'Interview:open', 'Hired:open']],
    ['APPLIED', ['Referred:done', 'Applied:done', 'Interview:open', 'Hired:open']],
    ['SIGN IN PENDING', ['Referred:done', 'Applied:done', 'Interview:open', 'Hired:open']],
    ['REJECTED', ['Referred:done', 'Applied:done', 'Interview:open', 'Hired:open']],
    ['Interview', ['Referred:done', 'Applied:done', 'Interview:done', 'Hired:open']],
    ['Hired', ['Referred:done', 'Applied:done', 'Interview:done', 'Hired:done']],
  ])('%s', (status, steps) => {
    expect(done(status)).toEqual(steps);
  });
});

describe('status filter', () => {
  const list = [{ status: 'Pending' }, { status: 'Hired' }, { status: 'PENDING' }, { status: 'REJECTED' }];

  it("counts 'All Referrals (n)' and each status present", () => {
    // The screen writes a status's count after it.
    const shown = (o: StatusFilterOption) =>
      o.value === ALL_REFERRALS ? english(o.label) : `${english(o.label)} (${o.count})`;
    expect(statusFilterOptions(list).map(shown)).toEqual([
      'All Referrals (4)',
      'Pending (2)',
      'Hired (1)',
      'Rejected (1)',
    ]);
    expect(statusFilterOptions([]).map((o) => ({ ...o, label: english(o.label) }))).toEqual([
      { value: ALL_REFERRALS, label: 'All Referrals (0)', count: 0 },
    ]);
  });

  it('keeps the entries of the chosen status, or all', () => {
    expect(filterByStatus(list, ALL_REFERRALS)).toHaveLength(4);
    expect(filterByStatus(list, 'Pending')).toEqual([{ status: 'Pending' }, { status: 'PENDING' }]);
    expect(filterByStatus(list, 'Interview')).toEqual([]);
  });
});

describe('texts', () => {
  it('has the Date Referred choices and the applied count', () => {
    expect(DATE_REFERRED_OPTIONS.map((o) => english(o))).toEqual([
      'All Time',
      'Last 30 days',
      'Last 3 months',
      'Last 6 months',
    ]);
    expect(english(jobsAppliedText(0))).toBe('0 jobs applied');
    expect(english(jobsAppliedText(1))).toBe('1 job applied');
    expect(english(jobsAppliedText(2))).toBe('2 jobs applied');
  });
});

describe('status badge text', () => {
  it.each([
    ['Pending', 'Pending'],
    ['PENDING', 'Pending'],
    ['SIGN IN PENDING', 'Sign In Pending'],
    ['SIGN_IN_PENDING', 'Sign In Pending'],
    ['IN PROCESS', 'In Process'],
    ['Interview', 'Interview'],
    ['Completed One Month', 'Completed One Month'],
    [' not  joined ', 'Not Joined'],
    ['SELECTED - INTERVIEW 2', 'Selected - Interview 2'],
    ['Selected-Interview 3', 'Selected - Interview 3'],
  ])('%j is named by its key and shows %j', (status, text) => {
    const label = referralStatusLabel(status);
    expect('key' in label).toBe(true);
    expect(english(label)).toBe(text);
  });

  it('shows a status nobody lists readably, never as a code', () => {
    expect(referralStatusLabel('On Leave')).toEqual({ upstream: 'On Leave' });
    expect(referralStatusLabel('ON_LEAVE')).toEqual({ upstream: 'On Leave' });
  });
});
