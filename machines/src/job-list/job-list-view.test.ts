import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { DEFAULT_LIST_OPTIONS, narrowingChoices, type JobListOptions } from './job-list-options.ts';
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

describe('job list view: sorted and narrowed', () => {
  const loaded = [
    {
      id: 1,
      distance: 9.5,
      postedDate: '2026-11-20T10:00:00Z',
      maximumCtc: 240000,
      jobType: 'Full time',
      workMode: 'On-site',
    },
    {
      id: 2,
      distance: 1.2,
      postedDate: '2026-11-01T10:00:00Z',
      maxSalaryLimit: 30000,
      jobType: 'Part time',
      workMode: 'Remote',
    },
    {
      id: 3,
      distance: 4.8,
      postedDate: '2026-12-01T10:00:00Z',
      minimumCtc: 180000,
      jobType: 'full time',
      workMode: 'Hybrid',
    },
    { id: 4, jobType: 'Contract' },
  ];
  const view = (options: Partial<JobListOptions>, visibleCount = 10) =>
    jobListView({
      jobs: loaded,
      visibleCount,
      radius: 50,
      declined: false,
      options: { ...DEFAULT_LIST_OPTIONS, ...options },
    });
  const ids = (options: Partial<JobListOptions>) => view(options).visibleJobs.map((job) => job.id);

  it('keeps the upstream order until the candidate sorts', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });

  it('sorts by distance, date or the most a job pays a month, a job without the figure last', () => {
    expect(ids({ sort: 'nearest' })).toEqual([2, 3, 1, 4]);
    expect(ids({ sort: 'newest' })).toEqual([3, 1, 2, 4]);
    // 30,000 (a monthly ceiling) > 20,000 (240,000 a year) > 15,000 (a floor alone, 180,000 a year).
    expect(ids({ sort: 'salary' })).toEqual([2, 1, 3, 4]);
  });

  it('narrows by job type (whatever its case), work mode and a monthly minimum, and counts what it keeps', () => {
    expect(ids({ jobType: 'Full time' })).toEqual([1, 3]);
    expect(ids({ workMode: 'Remote' })).toEqual([2]);
    expect(ids({ minSalary: 20000, sort: 'nearest' })).toEqual([2, 1]);
    expect(view({ jobType: 'Internship' })).toMatchObject({ loadedCount: 4, keptCount: 0, visibleJobs: [] });
  });

  it('shows the sorted batch and Load More over what the narrowing keeps', () => {
    expect(view({ sort: 'nearest' }, 2)).toMatchObject({ keptCount: 4, canLoadMore: true });
    expect(view({ jobType: 'Full time' }, 2)).toMatchObject({
      keptCount: 2,
      canLoadMore: false,
      showExpandPrompt: true,
    });
  });

  it('offers each job type and work mode among the loaded jobs once', () => {
    expect(narrowingChoices(loaded)).toEqual({
      jobTypes: ['Contract', 'Full time', 'Part time'],
      workModes: ['Hybrid', 'On-site', 'Remote'],
    });
  });
});
