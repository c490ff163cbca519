import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { fetchJobFilterOptions } from './fetch-job-filter-options.ts';

const mock = setupMockUpstream();
const NOTHING = { designations: [], locations: [], skills: [] };

describe('fetchJobFilterOptions', () => {
  it('asks within 150 km and gives the designations, locations and skills', async () => {
    const options = await fetchJobFilterOptions(12.9716, 77.5946);
    expect(options.designations.length).toBeGreaterThan(0);
    expect(options.skills.length).toBeGreaterThan(0);
  });

  it('resolves to nothing to offer ({}) when the call is refused, lost, or answers {}', async () => {
    mock.world.faults.add({ operationId: 'fetchJobFilterOptions', status: 500, times: 1 });
    await expect(fetchJobFilterOptions(12.9716, 77.5946)).resolves.toEqual(NOTHING);
    mock.world.faults.add({ operationId: 'fetchJobFilterOptions', status: 200, body: {}, times: 1 });
    await expect(fetchJobFilterOptions(12.9716, 77.5946)).resolves.toEqual(NOTHING);
    mock.server.use(http.get('*/corporate-recruitment/talentJobs/fetchJobFilterOptions', () => HttpResponse.error()));
    await expect(fetchJobFilterOptions(12.9716, 77.5946)).resolves.toEqual(NOTHING);
  });
});
