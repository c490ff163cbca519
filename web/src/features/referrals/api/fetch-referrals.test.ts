import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { DEMO_MOBILE } from '#web/testing/session.ts';
import { referralsQueryOptions } from './fetch-referrals.ts';

const mock = setupMockUpstream({ jobCount: 50 });
const calls = () => mock.world.log.list().filter((r) => r.operationId === 'fetchReferrals');

describe('referralsQueryOptions', () => {
  it('shares one request among concurrent callers while it is in flight', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const [a, b, c] = await Promise.all([
      client.fetchQuery(referralsQueryOptions(DEMO_MOBILE)),
      client.fetchQuery(referralsQueryOptions(DEMO_MOBILE)),
      client.fetchQuery(referralsQueryOptions(DEMO_MOBILE)),
    ]);
    expect(calls()).toHaveLength(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(a.referrals).toHaveLength(13);
  });

  it('is keyed by the mobile number and skipped without one', () => {
    expect(referralsQueryOptions(DEMO_MOBILE).queryKey).toEqual(['referrals', 'list', DEMO_MOBILE]);
    expect(typeof referralsQueryOptions('').queryFn).toBe('symbol');
  });
});
