import type { JourneyContext } from '#conformance/runner/journey-context.ts';
import type { Journey } from '#conformance/runner/run.ts';
import { listOf } from './support.ts';

export const errorJourneys: Journey[] = [
  {
    name: '401 then refresh',
    async run(c: JourneyContext) {
      c.requireMock('expiring tokens');
      const jobs = listOf<{ budgetId?: number }>(
        (
          await c.call('searchJobs', {
            json: { latitude: 28.6139, longitude: 77.209, distance: 50, size: 3 },
            expect: 200,
          })
        ).body,
      );
      await c.control('POST', 'tokens/expire');
      const log = await c.control<{ requests: unknown[] }>('GET', 'requests');
      const from = log.requests.length;
      // The expired token is answered 401; the runner fetches a new one and retries once, as the client does.
      await c.call('getBudgetDetails', { query: { budgetId: jobs[0]?.budgetId ?? 1 }, expect: 200 });
      const after = (
        await c.control<{ requests: Array<{ operationId: string | null; status: number }> }>('GET', 'requests')
      ).requests.slice(from);
      const statuses = after.filter((r) => r.operationId === 'getBudgetDetails').map((r) => r.status);
      c.expect(
        statuses.join(',') === '401,200',
        `an expired token is answered 401, then the retry succeeds (${statuses.join(',')})`,
      );
    },
  },
];
