import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { expandPromptMessage, jobListView, nextRadius } from './job-list-view.ts';

const jobs = Array.from({ length: 12 }, (_, i) => ({ id: i }));

describe('job list view', () => {
  it('steps the radius 50, 100, 150, 200, 250', () => {
    expect([50, 100, 150, 200].map(nextRadius)).toEqual([100, 150, 200, 250]);
    expect(nextRadius(250)).toBeNull();
  });
  it('shows the visible batch and Load More while jobs remain', () => {
    const view = jobListView({ jobs, visibleCount: 10, radius: 50, declined: false });
    expect(view.visibleJobs).toHaveLength(10);
    expect(view).toMatchObject({
      canLoadMore: true,
      showExpandPrompt: false,
      maxDistanceReached: false,
      noMoreJobs: false,
    });
  });
  it('offers expansion at the end of the list', () => {
    expect(jobListView({ jobs, visibleCount: 12, radius: 100, declined: false })).toMatchObject({
      canLoadMore: false,
      showExpandPrompt: true,
      noMoreJobs: false,
    });
    expect(english(expandPromptMessage(100))).toBe('No more jobs within 100km radius');
  });
  it('says no more jobs after declining, and the maximum at 250 km', () => {
    expect(jobListView({ jobs, visibleCount: 12, radius: 100, declined: true })).toMatchObject({
      showExpandPrompt: false,
      maxDistanceReached: false,
      noMoreJobs: true,
    });
    expect(jobListView({ jobs, visibleCount: 12, radius: 250, declined: false })).toMatchObject({
      showExpandPrompt: false,
      maxDistanceReached: true,
      noMoreJobs: true,
    });
  });
});
