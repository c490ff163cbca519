import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIST_OPTIONS } from '#machines';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { keepListOptions, keptListOptions } from './kept-list-options.ts';

afterEach(() => window.sessionStorage.clear());

describe('the home list’s sort and narrowing, kept for the browser session', () => {
  it('keeps what the candidate chose and reads it back', () => {
    keepListOptions({ sort: 'newest', jobType: 'Full Time', workMode: null, minSalary: 15_000 });
    expect(keptListOptions()).toEqual({ sort: 'newest', jobType: 'Full Time', workMode: null, minSalary: 15_000 });
  });

  it('keeps nothing for the list as it comes, and forgets an earlier choice once back to it', () => {
    keepListOptions(DEFAULT_LIST_OPTIONS);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.jobListOptions)).toBeNull();
    keepListOptions({ ...DEFAULT_LIST_OPTIONS, sort: 'nearest' });
    keepListOptions(DEFAULT_LIST_OPTIONS);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.jobListOptions)).toBeNull();
    expect(keptListOptions()).toBeUndefined();
  });
});
