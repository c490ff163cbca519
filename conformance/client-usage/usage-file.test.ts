import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkUsage, mergePartials, readPartials, writePartial, type FileUsage } from './usage-file.ts';

// Partial recordings merge into the shared format (openapi/client-usage.json); --check compares what is read, not
// the counts or places.
const SEARCH_BY_LIST: FileUsage = {
  searchJobs: {
    request: {
      'body/page': 'web/src/features/jobs/api/search-jobs.ts:30',
      'body/city': 'web/src/features/jobs/api/search-jobs.ts:30',
    },
    response: { 'data/*/jobName': 'web/src/features/jobs/model/read-fields.ts:10' },
    requests: 3,
    sent: { 'body/page': 3, 'body/city': 1 },
  },
};
const SEARCH_BY_HOME: FileUsage = {
  searchJobs: {
    request: { 'body/page': null },
    response: { 'data/*/jobName': null, success: null },
    requests: 1,
    sent: { 'body/page': 1 },
  },
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('merging the recordings', () => {
  it('counts the distinct test files, whichever recordings saw them', () => {
    dir = mkdtempSync(join(tmpdir(), 'client-usage-'));
    writePartial('vitest-a', { 'web/src/features/jobs/components/job-list.test.tsx': SEARCH_BY_LIST }, dir);
    // The same journey in the open and the strict run: one test file.
    writePartial('e2e-open-0-1', { 'tests/e2e/search.spec.ts': SEARCH_BY_HOME }, dir);
    writePartial('e2e-strict-0-2', { 'tests/e2e/search.spec.ts': SEARCH_BY_HOME }, dir);
    expect(mergePartials(readPartials(dir))).toEqual({
      format: 'client-usage/2',
      operations: {
        searchJobs: {
          tests: 2,
          // page was in each of the five requests, city in one of them.
          request: {
            'body/city': { tests: 1, at: 'web/src/features/jobs/api/search-jobs.ts:30', sent: 'sometimes' },
            'body/page': { tests: 2, at: 'web/src/features/jobs/api/search-jobs.ts:30', sent: 'always' },
          },
          response: {
            'data/*/jobName': { tests: 2, at: 'web/src/features/jobs/model/read-fields.ts:10' },
            success: { tests: 1, at: 'tests/e2e/search.spec.ts' },
          },
        },
      },
    });
  });
});

describe('--check', () => {
  const recorded = mergePartials([
    {
      format: 'client-usage-partial/2',
      files: { 'a.test.ts': SEARCH_BY_LIST, 'tests/e2e/search.spec.ts': SEARCH_BY_HOME },
    },
  ]);

  it('fails on a path the committed file has and the recording does not', () => {
    const committed = structuredClone(recorded);
    committed.operations.searchJobs!.response['data/*/companyName'] = { tests: 1, at: 'web/src/x.ts:1' };
    expect(checkUsage(committed, recorded)).toBe(
      'openapi/client-usage.json differs from what the tests recorded:\n' +
        '  searchJobs response data/*/companyName: in the committed file, not recorded',
    );
    expect(checkUsage(recorded, committed)).toBe(
      'openapi/client-usage.json differs from what the tests recorded:\n' +
        '  searchJobs response data/*/companyName: recorded, not in the committed file',
    );
  });

  it('fails on a request key sent always in one and only sometimes in the other', () => {
    const committed = structuredClone(recorded);
    committed.operations.searchJobs!.request['body/city']!.sent = 'always';
    expect(checkUsage(committed, recorded)).toBe(
      'openapi/client-usage.json differs from what the tests recorded:\n' +
        '  searchJobs request body/city: sent always in the committed file, sometimes recorded',
    );
  });

  it('passes when only the counts and places differ', () => {
    const committed = structuredClone(recorded);
    committed.operations.searchJobs!.tests = 9;
    committed.operations.searchJobs!.response.success = {
      tests: 5,
      at: 'web/src/features/jobs/model/search-answer.ts:18',
    };
    expect(checkUsage(committed, recorded)).toBeUndefined();
  });
});
