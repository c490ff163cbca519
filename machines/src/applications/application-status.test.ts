import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import {
  applicationCounters,
  isActiveStatus,
  isClosedStatus,
  matchesStatusFilter,
  normalizeStatus,
  statusLabel,
  statusTone,
} from './application-status.ts';

describe('normalizeStatus', () => {
  it.each([
    [undefined, 'applied', 'Submitted'],
    [null, 'applied', 'Submitted'],
    ['  ', 'applied', 'Submitted'],
    ['Submitted', 'applied', 'Submitted'],
    ['Assigned', 'assigned', 'Applied'],
    ['Applied', 'applied', 'Applied'],
    ['Approved', 'approved', 'Shortlisted'],
    ['Shortlisted', 'shortlisted', 'Shortlisted'],
    ['Scheduled', 'scheduled', 'Interview Scheduled'],
    ['Interview Scheduled', 'scheduled', 'Interview Scheduled'],
    ['Interview', 'interview', 'Interview'],
    ['Completed 1 Month', 'completed', 'Completed'],
    ['Candidate Withdrew', 'withdrawn', 'Withdrawn'],
    ['Withdrawn', 'withdrawn', 'Withdrawn'],
    ['Selected - Interview 1', 'selected', 'Selected - Round 1'],
    ['Selected - Interview 3', 'selected', 'Selected - Round 3'],
    ['Selected', 'selected', 'Selected'],
    ['Under Review', 'under-review', 'Under Review'],
    ['Offered', 'offered', 'Offered'],
    ['In Process', 'in-process', 'In Process'],
    ['Rejected', 'rejected', 'Rejected'],
    ['No Show', 'no-show', 'No Show'],
    ['NoShow', 'no-show', 'No Show'],
    ['Not Joined', 'not-joined', 'Not Joined'],
    ['Hired', 'hired', 'Hired'],
    ['Position Closed', 'position-closed', 'Position Closed'],
    ['On Hold', 'on-hold', 'On Hold'],
    ['Removed', 'removed', 'Removed'],
    ['Sign In Pending', 'sign-in-pending', 'Sign In Pending'],
    ['Not Applied Yet', 'not-applied-yet', 'Not Applied Yet'],
    ['in_process', 'in-process', 'In Process'],
  ])('%s → %s, shown as %s', (raw, key, label) => {
    const status = normalizeStatus(raw);
    expect({ key: status.key, label: english(status.label) }).toEqual({ key, label });
  });
});

describe('active and closed', () => {
  it.each([
    'Assigned',
    'Approved',
    'Selected',
    'Scheduled',
    'Offered',
    'In Process',
    'Interview',
    'Applied',
    'Under Review',
    'Shortlisted',
    'Submitted',
    'Interview Scheduled',
    'Selected - Interview 2',
  ])('%s is active', (raw) => {
    const { key } = normalizeStatus(raw);
    expect([isActiveStatus(key), isClosedStatus(key)]).toEqual([true, false]);
  });
  it.each([
    'Rejected',
    'No Show',
    'Not Joined',
    'Withdrawn',
    'Candidate Withdrew',
    'Completed 1 Month',
    'Hired',
    'Position Closed',
  ])('%s is closed', (raw) => {
    const { key } = normalizeStatus(raw);
    expect([isActiveStatus(key), isClosedStatus(key)]).toEqual([false, true]);
  });
  it.each(['On Hold', 'Removed', 'Sign In Pending', 'Not Applied Yet'])('%s is in neither set', (raw) => {
    const { key } = normalizeStatus(raw);
    expect([isActiveStatus(key), isClosedStatus(key)]).toEqual([false, false]);
  });
});

describe('applicationCounters', () => {
  it('counts every application as submitted and the spec groups for the other tiles', () => {
    const keys = [
      'Submitted',
      'Shortlisted',
      'Approved',
      'Selected',
      'Selected - Interview 1',
      'Rejected',
      'Withdrawn',
      'Candidate Withdrew',
      'No Show',
      'Not Joined',
      'Interview',
      'Scheduled',
      'Interview Scheduled',
      'Hired',
    ].map((s) => normalizeStatus(s).key);
    expect(applicationCounters(keys)).toEqual({ submitted: 14, shortlisted: 4, rejected: 5, interviews: 3 });
  });
  it('is all zero for no applications', () => {
    expect(applicationCounters([])).toEqual({ submitted: 0, shortlisted: 0, rejected: 0, interviews: 0 });
  });
});

describe('matchesStatusFilter', () => {
  const key = (s: string) => normalizeStatus(s).key;
  it('lets everything through for all or no filter', () => {
    expect(matchesStatusFilter(key('Hired'), '')).toBe(true);
    expect(matchesStatusFilter(key('Hired'), 'all')).toBe(true);
  });
  it('applied covers applied, submitted and assigned', () => {
    expect(['Applied', 'Assigned', 'Submitted'].map((s) => matchesStatusFilter(key(s), 'applied'))).toEqual([
      true,
      true,
      true,
    ]);
    expect(matchesStatusFilter(key('Approved'), 'applied')).toBe(false);
  });
  it('shortlisted covers shortlisted and approved', () => {
    expect(['Shortlisted', 'Approved', 'Selected'].map((s) => matchesStatusFilter(key(s), 'shortlisted'))).toEqual([
      true,
      true,
      false,
    ]);
  });
  it('any other value matches its own status', () => {
    expect(matchesStatusFilter(key('Rejected'), 'rejected')).toBe(true);
    expect(matchesStatusFilter(key('Under Review'), 'under-review')).toBe(true);
    expect(matchesStatusFilter(key('No Show'), 'rejected')).toBe(false);
  });
});

describe('statusTone', () => {
  it.each([
    ['hired', 'success'],
    ['rejected', 'danger'],
    ['scheduled', 'info'],
    ['under-review', 'warning'],
    ['position-closed', 'neutral'],
    ['applied', 'info'],
  ])('%s is %s', (key, tone) => expect(statusTone(key)).toBe(tone));
});

describe('statusLabel', () => {
  it.each([
    ['Applied', 'Applied'],
    ['under review', 'Under Review'],
    ['On  Hold', 'On Hold'],
    ['Interview Pending', 'Interview Pending'],
    ['Selected - Round 2', 'Selected - Round 2'],
  ])('names %j by its key, shown as %j', (text, shown) => {
    const label = statusLabel(text);
    expect('key' in label).toBe(true);
    expect(english(label)).toBe(shown);
  });
  it('keeps a status nobody lists as it was written', () => {
    expect(statusLabel('Awaiting Documents')).toEqual({ upstream: 'Awaiting Documents' });
  });
});
