import { QueryClient, QueryObserver, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CANDIDATE_ID, resetWorld } from '#mock/testing/for-clients.ts';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { DEMO_MOBILE } from '#web/testing/session.ts';
import {
  candidateKeys,
  candidateRecordQueryOptions,
  candidateSkillsQueryOptions,
  invalidateCandidateRecord,
  invalidateCandidateSkills,
  kycDetailsQueryOptions,
  skillsWithCatalogueQueryOptions,
  storeCandidateKyc,
} from './index.ts';

// A write on one screen refreshes what every other screen reads of the candidate: each kind has one key, and the
// entity's invalidations reach every view kept under it.
const mock = setupMockUpstream({ jobCount: 5 });
let queryClient: QueryClient;
const stops: Array<() => void> = [];
beforeEach(() => {
  resetWorld(mock.world);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  queryClient.clear();
});

/** A screen on the page reading a query (an active observer), optionally through its own `select`. */
function watch<TQueryFnData, TData, TQueryKey extends QueryKey>(
  options: QueryObserverOptions<TQueryFnData, Error, TData, TQueryFnData, TQueryKey>,
) {
  const observer = new QueryObserver(queryClient, options);
  stops.push(observer.subscribe(() => undefined));
  return observer;
}

const saveDemo = (data: { fullName?: string; skillIds?: number[] }) =>
  mock.world.db.candidate.update({ where: { id: { equals: DEMO_CANDIDATE_ID } }, data });

describe("the candidate's data", () => {
  it('keeps each kind under one key; My Profile’s skills view extends the skills’ key', () => {
    expect(candidateRecordQueryOptions(DEMO_MOBILE).queryKey).toEqual(candidateKeys.record(DEMO_MOBILE));
    expect(candidateSkillsQueryOptions(DEMO_MOBILE).queryKey).toEqual(candidateKeys.skills(DEMO_MOBILE));
    expect(kycDetailsQueryOptions(DEMO_MOBILE).queryKey).toEqual(candidateKeys.kyc(DEMO_MOBILE));
    expect(skillsWithCatalogueQueryOptions(DEMO_MOBILE).queryKey.slice(0, 3)).toEqual(
      candidateKeys.skills(DEMO_MOBILE),
    );
  });

  it('a record write refreshes the record the apply dialog reads and My Profile’s view of it', async () => {
    const applyDialog = watch(candidateRecordQueryOptions(DEMO_MOBILE));
    const profileView = watch({
      ...candidateRecordQueryOptions(DEMO_MOBILE),
      select: (candidate) => candidate?.fullName,
    });
    await queryClient.fetchQuery(candidateRecordQueryOptions(DEMO_MOBILE));
    expect(applyDialog.getCurrentResult().data?.fullName).toBe('Priya Sharma');

    saveDemo({ fullName: 'Anjali Devi Rao' });
    await invalidateCandidateRecord(queryClient, DEMO_MOBILE);
    expect(applyDialog.getCurrentResult().data?.fullName).toBe('Anjali Devi Rao');
    expect(profileView.getCurrentResult().data).toBe('Anjali Devi Rao');
  });

  it('a record write the caller reads next itself only marks the record stale', async () => {
    watch(candidateRecordQueryOptions(DEMO_MOBILE));
    await queryClient.fetchQuery(candidateRecordQueryOptions(DEMO_MOBILE));
    const fetches = mock.world.log.list().length;
    await invalidateCandidateRecord(queryClient, DEMO_MOBILE, { refetch: false });
    expect(queryClient.getQueryState(candidateKeys.record(DEMO_MOBILE))?.isInvalidated).toBe(true);
    expect(mock.world.log.list()).toHaveLength(fetches);
  });

  it('saved skills refresh the names the job cards highlight and My Profile’s list', async () => {
    const jobCards = watch(candidateSkillsQueryOptions(DEMO_MOBILE));
    await queryClient.fetchQuery(candidateSkillsQueryOptions(DEMO_MOBILE));
    await queryClient.fetchQuery(skillsWithCatalogueQueryOptions(DEMO_MOBILE));
    const before = jobCards.getCurrentResult().data ?? [];
    expect(before.length).toBeGreaterThan(1);

    saveDemo({ skillIds: [] });
    await invalidateCandidateSkills(queryClient, DEMO_MOBILE);
    expect(jobCards.getCurrentResult().data).toEqual([]);
    // Not on the page: marked stale, read again when My Profile shows it.
    expect(queryClient.getQueryState(candidateKeys.skillsWithCatalogue(DEMO_MOBILE))?.isInvalidated).toBe(true);
  });

  it('a passed KYC check reaches every screen reading the state, and the kycStatus hint', async () => {
    const earnings = watch(kycDetailsQueryOptions(DEMO_MOBILE));
    await queryClient.fetchQuery(kycDetailsQueryOptions(DEMO_MOBILE));
    storeCandidateKyc(queryClient, DEMO_MOBILE, { aadhaarVerified: true, panVerified: false });
    expect(earnings.getCurrentResult().data).toMatchObject({ aadhaarVerified: true, panVerified: false });
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.kycStatus)!)).toMatchObject({
      aadhaarVerified: true,
      panVerified: false,
    });
  });
});
