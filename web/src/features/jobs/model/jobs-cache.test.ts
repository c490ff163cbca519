import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { cachedJobs, clearJobsCache, storeJobsWhenIdle } from './jobs-cache.ts';
import type { ApiJob } from './search-answer.ts';

const REQUEST = { latitude: 26.9, longitude: 75.8, distance: 150, page: 1, size: 1000, mobileNumber: '0' };
const JOBS = [{ id: 7, title: 'Driver' }] as unknown as ApiJob[];
const FETCHED_AT = Date.parse('2026-11-24T10:00:00Z');

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the jobs cache', () => {
  it('keeps a search once the browser is idle, with the time it was fetched, and answers the same search within 10 s', () => {
    vi.useFakeTimers();
    storeJobsWhenIdle(REQUEST, JOBS, FETCHED_AT);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.jobsCache)).toBeNull();
    vi.runAllTimers();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.jobsFetchedAt)).toBe(String(FETCHED_AT));
    expect(cachedJobs(REQUEST, FETCHED_AT + 9_999)).toEqual(JOBS);
    expect(cachedJobs(REQUEST, FETCHED_AT + 10_000)).toBeNull();
    expect(cachedJobs({ ...REQUEST, distance: 250 }, FETCHED_AT + 1_000)).toBeNull();
  });

  it('keeps nothing when the search is forgotten (an application) before the idle moment came', () => {
    vi.useFakeTimers();
    storeJobsWhenIdle(REQUEST, JOBS, FETCHED_AT);
    clearJobsCache();
    vi.runAllTimers();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.jobsCache)).toBeNull();
    expect(cachedJobs(REQUEST, FETCHED_AT + 1_000)).toBeNull();

    storeJobsWhenIdle(REQUEST, JOBS, FETCHED_AT);
    vi.runAllTimers();
    expect(cachedJobs(REQUEST, FETCHED_AT + 1_000)).toEqual(JOBS);
  });
});
