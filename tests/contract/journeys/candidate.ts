import type { JourneyContext } from '#conformance/runner/journey-context.ts';
import type { Journey } from '#conformance/runner/run.ts';
import {
  aboutSomeoneElse,
  at,
  expectMessage,
  listOf,
  messageOf,
  ownershipIsStrict,
  pdfFile,
  signInCandidate,
  textFile,
} from './support.ts';

type Job = { id?: number; jobId?: number; recruiterId?: number | null };

export const candidateJourneys: Journey[] = [
  {
    name: 'apply with a resume',
    async run(c: JourneyContext) {
      c.requireWrites();
      const me = await signInCandidate(c);
      const jobs = listOf<Job>(
        (
          await c.call('searchJobs', {
            json: { latitude: 19.076, longitude: 72.8777, distance: 100, size: 50 },
            expect: 200,
          })
        ).body,
      );
      const status = async (job: Job) =>
        at<string>(
          (
            await c.call('getApplicationStatus', {
              path: { candidateId: me.candidateId, jobId: job.id ?? job.jobId! },
              expect: 200,
            })
          ).body,
          'candidateStatus',
        );
      let job: Job | undefined;
      for (const candidate of jobs)
        if ((await status(candidate)) === 'Not Applied') {
          job = candidate;
          break;
        }
      c.expect(job, 'a job the candidate has not applied to');
      const positionId = job.id ?? job.jobId!;
      await c.call('saveCandidateDetails', {
        query: { mobileNumber: me.mobile },
        json: {
          fullName: 'Priya Sharma',
          email: 'priya.sharma@example.in',
          experience: '2-4 years',
          currentLocation: 'Mumbai',
          expectedSalary: '35000',
          noticePeriod: '30 days',
        },
        expect: 200,
      });
      const form = {
        fullName: 'Priya Sharma',
        mobile: me.mobile,
        email: 'priya.sharma@example.in',
        useCurrentResume: 'false',
        submittedAt: new Date().toISOString(),
        recruiterId: String(job.recruiterId ?? 0),
      };
      const applied = await c.call('applyForJob', {
        query: { mobileNumber: me.mobile, positionId, name: 'Priya Sharma', recruiterId: job.recruiterId ?? 0 },
        form: { ...form, resumeFile: pdfFile(`${me.candidateId}_Resume.pdf`) },
        expect: 200,
      });
      c.expect(
        String(at(applied.body, 'candidateStatus')).toLowerCase() === 'submitted',
        'a new application is submitted',
      );
      c.expect((await status(job)) !== 'Not Applied', 'the application status follows the apply');
      await c.call('applyForJob', {
        query: { mobileNumber: me.mobile, positionId, name: 'Priya Sharma' },
        form,
        expect: 409,
      });
      const wrongType = await c.call('applyForJob', {
        query: { mobileNumber: me.mobile, positionId: jobs[jobs.length - 1]?.id ?? positionId },
        form: { ...form, resumeFile: textFile('notes.txt') },
      });
      c.expect([400, 409].includes(wrongType.status), 'a resume of another type is refused');
      expectMessage(
        c,
        await c.call('applyForJob', { query: { mobileNumber: me.mobile }, form, expect: 400 }),
        400,
        'Position ID is required to apply for a job',
      );
    },
  },
  {
    name: 'refer and referrals',
    needsSeed: true,
    async run(c: JourneyContext) {
      c.requireWrites();
      const me = await signInCandidate(c);
      const people = [
        { mobileNumber: '+91 98450 12345', candidateName: 'Ravi Kumar' },
        { mobileNumber: '9845067890', candidateName: 'Lakshmi Narayanan' },
      ];
      const first = await c.call('referCandidates', {
        query: { mobileNumber: me.mobile, positionId: 0 },
        json: people.map((p) => ({ ...p, mobileNumber: p.mobileNumber.replace(/\D/g, '').slice(-10) })),
        expect: 200,
      });
      c.expect(messageOf(first) === 'Referrals added successfully', `new referrals are added ('${messageOf(first)}')`);
      const again = await c.call('referCandidates', {
        query: { mobileNumber: me.mobile, positionId: 0 },
        json: [{ mobileNumber: '9845067890', candidateName: 'Lakshmi Narayanan' }],
        expect: 200,
      });
      c.expect(messageOf(again) === 'No new candidates were added', 'a repeated referral adds nobody');
      await c.call('referCandidates', { query: { mobileNumber: me.mobile, positionId: 0 }, json: [], expect: 400 });
      const referrals = await c.call('fetchReferrals', { query: { mobileNumber: me.mobile }, expect: 200 });
      const rows = listOf<{ id: number; name: string }>(referrals.body, 'candidateDetails');
      c.expect(
        rows.some((r) => r.name === 'Ravi Kumar'),
        'the new referral is listed',
      );
      const ravi = rows.find((r) => r.name === 'Ravi Kumar')!;
      await c.call('updateReferralStatus', {
        query: { mobileNumber: me.mobile },
        json: { referralId: ravi.id, status: 'APPLIED' },
        expect: 200,
      });
      await c.call('updateReferralStatus', {
        query: { mobileNumber: me.mobile },
        json: { referralId: 999_999_999, status: 'APPLIED' },
        expect: 404,
      });
    },
  },
  {
    name: 'notifications read and unread count',
    async run(c: JourneyContext) {
      const me = await signInCandidate(c);
      const count = async () =>
        Number(
          (
            await c.call('getTotalCountOfUnreadNotification', {
              query: { mobileNumber: me.mobile, candidateId: me.candidateId },
              expect: 200,
            })
          ).body,
        );
      const before = await count();
      const applied = listOf<{ id?: number; notificationId?: number; readStatus?: string; isRead?: boolean }>(
        (
          await c.call('getNotificationsLast7Days', {
            query: { candidateId: me.candidateId, notificationType: 'AppliedJobUpdate' },
            expect: 200,
          })
        ).body,
      );
      await c.call('getNotificationsLast7Days', {
        query: { candidateId: me.candidateId, notificationType: 'JobOpening' },
        expect: 200,
      });
      await c.call('getNotificationsLast7Days', {
        query: { candidateId: 999_999_999 },
        expect: await aboutSomeoneElse(c, 404),
      });
      const unread = applied.find((n) => n.readStatus !== 'Read' && n.isRead !== true);
      if (unread) {
        c.requireWrites();
        await c.call('markNotificationReadStatus', {
          query: { notificationId: unread.id ?? unread.notificationId!, mobileNumber: me.mobile },
          expect: 200,
        });
        c.expect((await count()) === before - 1, 'reading a notification lowers the unread count by one');
      }
      expectMessage(
        c,
        await c.call('markNotificationReadStatus', {
          query: { notificationId: 'abc', mobileNumber: me.mobile },
          expect: 400,
        }),
        400,
        'Invalid notificationId',
      );
      await c.call('setNotificationEngagementFlag', {
        query: { candidateId: me.candidateId, mobileNumber: me.mobile },
        expect: 200,
      });
      expectMessage(
        c,
        await c.call('setNotificationEngagementFlag', { query: { mobileNumber: me.mobile }, expect: 400 }),
        400,
        'candidateId is required',
      );
      await c.call('saveDeviceToken', {
        json: { mobileNumber: me.mobile, deviceToken: 'fcm-token-abc123', platform: 'web' },
        expect: 200,
      });
      await c.call('saveDeviceToken', { json: { deviceToken: 'fcm-token-abc123' }, expect: 400 });
    },
  },
  {
    name: 'applications, recent applications and timeline',
    async run(c: JourneyContext) {
      const me = await signInCandidate(c);
      const list = await c.call('fetchCandidateApplications', {
        query: { mobileNumber: me.mobile, page: 1, size: 50, language: 'en' },
        expect: 200,
      });
      const applications = at<Array<Record<string, unknown>>>(list.body, 'data.applicationDetails') ?? [];
      c.expect(applications.length > 0, 'the candidate has applications');
      await c.call('fetchCandidateApplications', {
        query: { mobileNumber: me.mobile, status: 'shortlisted', sortBy: 'OLDEST', dateRange: '30' },
        expect: 200,
      });
      await c.call('fetchCandidateApplications', { query: {}, expect: 400 });
      await c.call('lastAppliedJobs', { query: { candidateId: me.candidateId, size: 5 }, expect: 200 });
      await c.call('lastAppliedJobs', { query: {}, expect: 400 });
      const first = applications[0]!;
      const id = first.openingCandidateDetailId ?? first.openingCandidateId ?? first.applicationId ?? first.id;
      await c.call('fetchApplicationTimeline', { path: { openingCandidateDetailId: String(id) }, expect: 200 });
      expectMessage(
        c,
        await c.call('fetchApplicationTimeline', { path: { openingCandidateDetailId: ' ' }, expect: 400 }),
        400,
        'openingCandidateDetailId is required',
      );
      // Strict ownership mode refuses an application no one has before looking it up.
      await c.call('fetchApplicationTimeline', {
        path: { openingCandidateDetailId: '999999999' },
        expect: await aboutSomeoneElse(c, 404),
      });
      c.requireWrites();
      await c.call('updateApplicationStatus', {
        json: { openingCandidateDetailId: id, candidateStatus: 'Shortlisted', remarks: 'Good communication' },
        expect: 200,
      });
      await c.call('updateApplicationStatus', {
        json: { openingCandidateDetailId: 999_999_999, candidateStatus: 'Shortlisted' },
        expect: 404,
      });
      await c.call('scheduleInterview', {
        json: {
          openingCandidateDetailId: id,
          interviewDateTime: '2026-11-28 11:00:00',
          interviewLevel: 1,
          interviewMode: 'Video',
          venue: 'Google Meet',
        },
        expect: 200,
      });
      await c.call('scheduleInterview', { json: { openingCandidateDetailId: id }, expect: 400 });
    },
  },
  {
    name: 'earnings and a UPI transfer',
    needsSeed: true,
    async run(c: JourneyContext) {
      const rich = c.settings.kycCompleteMobile;
      if (!rich) c.skip('needs a KYC-complete candidate mobile (--kyc-mobile)');
      // In strict ownership mode only the candidate may see and move their money.
      if (await ownershipIsStrict(c)) await signInCandidate(c, rich);
      const balance = async () =>
        Number(
          at(
            (await c.call('myEarnings', { query: { mobileNumber: rich }, expect: 200 })).body,
            'data.earningSummary.balance_claim_amount',
          ),
        );
      const before = await balance();
      c.expect(before > 100, `the KYC-complete candidate has a balance to claim (${before})`);
      await c.call('myEarnings', { query: {}, expect: 400 });
      c.requireWrites();
      await c.call('transferToUpi', {
        query: {
          mobileNumber: rich,
          vpa: 'rahul.verma@okaxis',
          nameOnAadhar: 'Rahul Kumar Verma',
          transferMode: 'upi',
          transferAmount: '100',
        },
        expect: 200,
      });
      c.expect((await balance()) === before - 100, 'the transfer is debited from the balance');
      const all = await c.call('transferToUpi', {
        query: {
          mobileNumber: rich,
          vpa: 'rahul.verma@okaxis',
          nameOnAadhar: 'Rahul Kumar Verma',
          transferMode: 'upi',
          transferAmount: String(before),
        },
        expect: 400,
      });
      c.expect(messageOf(all).length > 0, 'the whole balance cannot be claimed');
      if (c.settings.candidateMobile) {
        await c.call('transferToUpi', {
          query: {
            mobileNumber: c.settings.candidateMobile,
            vpa: 'priya@okhdfcbank',
            nameOnAadhar: 'Priya Sharma',
            transferMode: 'upi',
            transferAmount: '10',
          },
          expect: 400,
        });
      }
      expectMessage(
        c,
        await c.call('transferToUpi', {
          query: { vpa: 'a@b', nameOnAadhar: 'A', transferMode: 'upi', transferAmount: '1' },
          expect: 400,
        }),
        400,
        'Mobile number is required',
      );
      await c.call('paymentRequest', {
        query: { mobileNumber: rich },
        json: { amount: 50, upiId: 'rahul.verma@okaxis', remarks: 'November bonus' },
        expect: 200,
      });
      await c.call('paymentRequest', { query: { mobileNumber: rich }, json: {}, expect: 400 });
    },
  },
];
