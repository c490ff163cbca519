import { describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { DEMO_IDENTITIES } from '../core/identities.ts';
import type { components } from '#contract/schema.d.ts';
import { testAppPerFile } from '../testing/test-app.ts';
import { multipartForm } from '../testing/multipart.ts';
import type { HandlerRequest } from '../pipeline/handler.ts';
import { referralsHandlers } from './referrals.ts';

interface Referral {
  id: number;
  name: string;
  status: string;
  mobile: string;
  jobId: number | null;
  jobTitle: string;
  appliedCount: number;
  reward: number;
  referredBy: string | null;
  referredDate: string;
}
interface Referrals {
  overallStatus: { referrals: number; applies: number; hires: number; completions: number };
  candidateDetails: Referral[];
}

const t = testAppPerFile(1000, { resetEach: true });

const refer = (mobile: string, positionId: number, people: { mobileNumber: string; candidateName: string }[]) =>
  t.inject({
    method: 'POST',
    url: `${PRODUCT_JOBS}/referCandidates?mobileNumber=${mobile}&positionId=${positionId}`,
    payload: people,
  });
const referrals = async (mobile: string) =>
  t.json<Referrals>(await t.inject({ method: 'GET', url: `${PRODUCT_JOBS}/fetchReferrals?mobileNumber=${mobile}` }));
const updateStatus = (mobile: string, body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `${PRODUCT_JOBS}/updateReferralStatus?mobileNumber=${mobile}`, payload: body });

describe('fetchReferrals', () => {
  it("counts the demo candidate's referrals by stage and lists them newest first", async () => {
    const { overallStatus, candidateDetails } = await referrals(DEMO_IDENTITIES.candidateMobile);
    expect(overallStatus).toEqual({ referrals: 13, applies: 10, hires: 4, completions: 1 });
    expect(candidateDetails).toHaveLength(13);
    const dates = candidateDetails.map((r) => r.referredDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of candidateDetails) expect(r.referredBy).toBe('Priya Sharma');
    const direct = candidateDetails.filter((r) => r.jobId === null);
    expect(direct.length).toBeGreaterThan(0);
    for (const r of direct) expect(r.jobTitle).toBe('Direct Referral');
  });

  it('answers empty counts for a number without referrals', async () => {
    for (const mobile of ['7012349999', '0']) {
      expect(await referrals(mobile)).toEqual({
        overallStatus: { referrals: 0, applies: 0, hires: 0, completions: 0 },
        candidateDetails: [],
      });
    }
  });
});

describe('referCandidates', () => {
  it('adds new people as pending referrals for the job', async () => {
    const response = await refer('9876543210', 100001, [
      { mobileNumber: '7012345678', candidateName: 'Arjun Nair' },
      { mobileNumber: '8899001122', candidateName: 'Sunita Patil' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toMatchObject({
      response: 'Referrals added successfully',
      newCandidates: [
        { mobileNumber: '7012345678', candidateName: 'Arjun Nair' },
        { mobileNumber: '8899001122', candidateName: 'Sunita Patil' },
      ],
      existingCandidates: [],
    });
    const { overallStatus, candidateDetails } = await referrals('9876543210');
    expect(overallStatus.referrals).toBe(15);
    const arjun = candidateDetails.find((r) => r.mobile === '7012345678');
    expect(arjun).toMatchObject({
      name: 'Arjun Nair',
      status: 'Pending',
      jobId: 100001,
      jobTitle: t.app.world.jobs.get(100001)!.jobName,
      appliedCount: 0,
      reward: 0,
      referredDate: '2026-11-20 10:00:00',
    });
  });

  it("answers 'No new candidates were added' when everyone is known already", async () => {
    await refer('9876543210', 100001, [{ mobileNumber: '7012345678', candidateName: 'Arjun Nair' }]);
    const response = await refer('9876543210', 100002, [
      { mobileNumber: '7012345678', candidateName: 'Arjun Nair' },
      { mobileNumber: DEMO_IDENTITIES.kycCompleteMobile, candidateName: 'Rahul Verma' },
    ]);
    expect(t.json(response)).toEqual({
      response: 'No new candidates were added',
      message: 'No new candidates were added',
      newCandidates: [],
      existingCandidates: [
        { mobileNumber: '7012345678', candidateName: 'Arjun Nair' },
        { mobileNumber: DEMO_IDENTITIES.kycCompleteMobile, candidateName: 'Rahul Verma' },
      ],
    });
  });

  it('adds the new ones and reports the known ones (an existing candidate, a repeat in the same list)', async () => {
    const response = await refer('9876543210', 0, [
      { mobileNumber: '7012345001', candidateName: 'Meena Iyer' },
      { mobileNumber: '7012345001', candidateName: 'Meena Iyer' },
      { mobileNumber: DEMO_IDENTITIES.kycCompleteMobile, candidateName: 'Rahul Verma' },
    ]);
    const result = t.json<{ message: string; newCandidates: unknown[]; existingCandidates: unknown[] }>(response);
    expect(result.message).toBe('Referrals added successfully');
    expect(result.newCandidates).toHaveLength(1);
    expect(result.existingCandidates).toHaveLength(2);
  });

  it('records position 0 as a direct referral', async () => {
    await refer('9876543210', 0, [{ mobileNumber: '7012345002', candidateName: 'Farhan Khan' }]);
    const farhan = (await referrals('9876543210')).candidateDetails.find((r) => r.mobile === '7012345002');
    expect(farhan).toMatchObject({ jobId: null, jobTitle: 'Direct Referral', status: 'Pending' });
  });

  it('lets a new referrer start referring', async () => {
    await refer('7012349998', 0, [{ mobileNumber: '7012345003', candidateName: 'Kiran Rao' }]);
    expect((await referrals('7012349998')).overallStatus.referrals).toBe(1);
  });

  it('answers 400 for an unknown job or a missing referrer number', async () => {
    const unknown = await refer('9876543210', 99, [{ mobileNumber: '7012345004', candidateName: 'Kiran Rao' }]);
    expect(unknown.statusCode).toBe(400);
    expect(t.json(unknown)).toMatchObject({ message: 'Job not found' });
    const noReferrer = await refer('0', 0, [{ mobileNumber: '7012345004', candidateName: 'Kiran Rao' }]);
    expect(noReferrer.statusCode).toBe(400);
    expect(t.json(noReferrer)).toMatchObject({ message: 'Mobile number is required' });
  });

  it('counts an application by a referred person', async () => {
    await refer('9876543210', 100001, [{ mobileNumber: '7012345005', candidateName: 'Divya Menon' }]);
    const before = (await referrals('9876543210')).overallStatus.applies;
    const form = await multipartForm({ fullName: 'Divya Menon', mobile: '7012345005' });
    await t.inject({
      method: 'POST',
      url: `${PRODUCT_JOBS}/applyForJob?mobileNumber=7012345005&positionId=100001`,
      ...form,
    });
    const after = await referrals('9876543210');
    expect(after.overallStatus.applies).toBe(before + 1);
    expect(after.candidateDetails.find((r) => r.mobile === '7012345005')).toMatchObject({
      status: 'APPLIED',
      appliedCount: 1,
    });
  });
});

describe('referCandidates behind the request check', () => {
  const call = (body: components['schemas']['ReferralCandidate'][]) => {
    const request: HandlerRequest<'referCandidates'> = {
      operationId: 'referCandidates',
      params: {},
      query: { mobileNumber: '9876543210', positionId: 0 },
      headers: {},
      body,
      files: [],
    };
    return referralsHandlers.referCandidates(request, t.app.world);
  };

  it('normalises spaces and a +91 or 91 in front of a referred number', async () => {
    const response = await call([
      { mobileNumber: ' +91 70123 45006', candidateName: 'Ravi  Kumar' },
      { mobileNumber: '917012345007', candidateName: 'Sunita Patil' },
    ]);
    expect(response.body).toMatchObject({
      newCandidates: [
        { mobileNumber: '7012345006', candidateName: 'Ravi Kumar' },
        { mobileNumber: '7012345007', candidateName: 'Sunita Patil' },
      ],
    });
  });

  it('refuses an invalid number naming the person, and an empty list', async () => {
    expect(await call([{ mobileNumber: '5012345678', candidateName: 'Ravi Kumar' }])).toMatchObject({
      status: 400,
      body: { message: 'Invalid mobile number for Ravi Kumar' },
    });
    expect(await call([])).toMatchObject({ status: 400, body: { message: 'At least one candidate is required' } });
  });
});

describe('updateReferralStatus', () => {
  it('moves a referral on and pays the reward after the first month', async () => {
    const before = await referrals('9876543210');
    const joined = before.candidateDetails.find((r) => r.status === 'JOINED')!;
    const response = await updateStatus('9876543210', { referralId: joined.id, status: 'Completed One Month' });
    expect(t.json(response)).toEqual({ success: true, message: 'Referral status updated successfully' });
    const after = await referrals('9876543210');
    expect(after.candidateDetails.find((r) => r.id === joined.id)).toMatchObject({
      status: 'Completed One Month',
      reward: 500,
    });
    expect(after.overallStatus.completions).toBe(before.overallStatus.completions + 1);
  });

  it('counts a pending referral as applied once it moves past pending', async () => {
    const pending = (await referrals('9876543210')).candidateDetails.find((r) => r.status === 'PENDING')!;
    await updateStatus('9876543210', { referralId: pending.id, status: 'Interview' });
    const after = (await referrals('9876543210')).candidateDetails.find((r) => r.id === pending.id);
    expect(after).toMatchObject({ status: 'Interview', appliedCount: 1 });
  });

  it("answers 404 'Referral not found' for an unknown id or another referrer's referral", async () => {
    const unknown = await updateStatus('9876543210', { referralId: 1, status: 'HIRED' });
    expect(unknown.statusCode).toBe(404);
    expect(t.json(unknown)).toMatchObject({ message: 'Referral not found' });
    const someone = (await referrals(DEMO_IDENTITIES.kycCompleteMobile)).candidateDetails[0]!;
    expect((await updateStatus('9876543210', { referralId: someone.id, status: 'HIRED' })).statusCode).toBe(404);
  });
});
