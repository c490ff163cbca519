import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { toApplicationView } from './application-model.ts';
import {
  applicationTabs,
  dateOptionDays,
  matchesDateFilter,
  NO_FILTERS,
  sortApplications,
  toFilterOption,
} from './application-filters.ts';

const now = new Date(2026, 10, 20, 10).getTime();
const day = 86_400_000;
const at = (daysAgo: number) => {
  const d = new Date(now - daysAgo * day);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} 10:00:00`;
};
const list = [
  toApplicationView({ id: 1, candidateStatus: 'Assigned', appliedOn: at(3) }),
  toApplicationView({ id: 2, candidateStatus: 'Approved', appliedOn: at(20) }),
  toApplicationView({ id: 3, candidateStatus: 'Rejected', appliedOn: at(60) }),
  toApplicationView({ id: 4, candidateStatus: 'Hired', appliedOn: at(120) }),
  toApplicationView({ id: 5, candidateStatus: 'On Hold', lastUpdatedOn: at(1) }),
];
const ids = (l: { matchIds: string[] }[]) => l.map((a) => a.matchIds.at(-1));

describe('dateOptionDays', () => {
  it.each([
    ['last7days', 7],
    ['last30days', 30],
    ['last90days', 90],
    ['anything', null],
  ])('%s → %s', (v, d) => expect(dateOptionDays(v)).toBe(d));
});

describe('matchesDateFilter', () => {
  it('uses the applied date, else the last-updated date', () => {
    expect(matchesDateFilter(list[0]!, 'last7days', now)).toBe(true);
    expect(matchesDateFilter(list[1]!, 'last7days', now)).toBe(false);
    expect(matchesDateFilter(list[4]!, 'last7days', now)).toBe(true);
    expect(matchesDateFilter(toApplicationView({ id: 9 }), 'last90days', now)).toBe(false);
    expect(matchesDateFilter(toApplicationView({ id: 9 }), '', now)).toBe(true);
  });
});

describe('applicationTabs', () => {
  it('splits into active and closed, newest first (neither set stays active)', () => {
    const tabs = applicationTabs(list, NO_FILTERS, now);
    expect(ids(tabs.active)).toEqual(['1', '2', '5']);
    expect(ids(tabs.closed)).toEqual(['3', '4']);
  });
  it('filters by status group and date window', () => {
    expect(ids(applicationTabs(list, { status: 'applied', date: '' }, now).active)).toEqual(['1']);
    expect(ids(applicationTabs(list, { status: 'shortlisted', date: '' }, now).active)).toEqual(['2']);
    const last30 = applicationTabs(list, { status: '', date: 'last30days' }, now);
    expect([ids(last30.active), ids(last30.closed)]).toEqual([['1', '2', '5'], []]);
    const last90 = applicationTabs(list, { status: '', date: 'last90days' }, now);
    expect(ids(last90.closed)).toEqual(['3']);
  });
});

describe('sortApplications', () => {
  it('sorts oldest first and by status label', () => {
    expect(ids(sortApplications(list.slice(0, 4), 'OLDEST'))).toEqual(['4', '3', '2', '1']);
    expect(sortApplications(list.slice(0, 4), 'STATUS').map((a) => english(a.status.label))).toEqual([
      'Applied',
      'Hired',
      'Rejected',
      'Shortlisted',
    ]);
  });
});

describe('toFilterOption', () => {
  it.each([
    [{ value: 'all', label: 'All' }, 'All'],
    [{ value: 'last7days', label: 'Last 7 days' }, 'Last 7 days'],
    [{ value: 'last90days', label: 'Last 3 months' }, 'Last 3 months'],
    [{ value: 'under-review', label: 'Under Review' }, 'Under Review'],
    [{ value: 'hired', label: 'Hired' }, 'Hired'],
  ])('shows %o as %j, by its key', (option, text) => {
    const { value, label } = toFilterOption(option);
    expect(value).toBe(option.value);
    expect('key' in label).toBe(true);
    expect(english(label)).toBe(text);
  });
  it('keeps a status label the catalogue does not list as the server wrote it', () => {
    expect(toFilterOption({ value: 'awaiting', label: 'Awaiting Documents' })).toEqual({
      value: 'awaiting',
      label: { upstream: 'Awaiting Documents' },
    });
  });
});
