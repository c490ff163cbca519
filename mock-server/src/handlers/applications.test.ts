import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../testing/test-app.ts';
import { DAY_MS, parseUpstreamDate } from '../domain/dates.ts';
import { P, sessionPerFile } from '../testing/session.ts';

interface Application {
  id: number;
  jobId: number;
  jobName: string | null;
  companyName: string | null;
  cityName: string | null;
  pincode: string | null;
  appliedOn: string;
  lastUpdatedOn: string;
  candidateStatus: string;
}
interface ApplicationsBody {
  success: boolean;
  data: {
    overallStatus: { applications: number; shortlists: number; rejections: number; interviewScheduled: number };
    applicationDetails: Application[];
    filters: {
      statusOptions: { value: string }[];
      dateOptions: { value: string; label: string }[];
      sortOptions: { value: string }[];
    };
  };
}
interface TimelineEvent {
  candidateStatus: string;
  description: string | null;
  processedOn: string;
}

const KNOWN_STATUSES = [
  'Submitted',
  'Under Review',
  'Shortlisted',
  'Interview Scheduled',
  'Interview',
  'Selected',
  'Rejected',
  'On Hold',
  'Withdrawn',
  'Assigned',
  'Approved',
  'Scheduled',
  'Offered',
  'In Process',
  'Removed',
  'No Show',
  'Not Joined',
  'Candidate Withdrew',
  'Completed 1 Month',
  'Hired',
  'Position Closed',
  'Sign In Pending',
  'Not Applied Yet',
];

const { t, s } = sessionPerFile(5000);
const demo: string = DEMO_IDENTITIES.candidateMobile;
const at = (date: string) => parseUpstreamDate(date) ?? Number.NaN;

async function list(query = ''): Promise<ApplicationsBody['data']> {
  const response = await s.get(`${P}/fetchCandidateApplications?mobileNumber=${demo}${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as ApplicationsBody).data;
}
const statusesOf = (apps: Application[]) => apps.map((a) => a.candidateStatus);
const timeline = async (id: number | string) => s.get(`${P}/fetchApplicationTimeline/${id}`);

describe('fetchCandidateApplications', () => {
  it('lists the demo candidate applications in every status, joined with their jobs', async () => {
    const data = await list();
    const statuses = statusesOf(data.applicationDetails);
    expect(statuses).toEqual(expect.arrayContaining(KNOWN_STATUSES));
    for (const app of data.applicationDetails) {
      const job = t.app.world.jobs.get(app.jobId);
      expect(job).toBeDefined();
      expect(app).toMatchObject({
        jobName: job?.jobName,
        companyName: job?.companyName,
        cityName: job?.cityName,
        pincode: job?.pincode,
      });
    }
  });

  it('counts the summary tiles by the status groups of fetchCandidateApplications', async () => {
    const { overallStatus, applicationDetails } = await list();
    expect(overallStatus.applications).toBe(applicationDetails.length);
    // Shortlisted, Approved, Selected and 'Selected - Interview 1'.
    expect(overallStatus.shortlists).toBe(4);
    // Rejected, Withdrawn, Candidate Withdrew, No Show, Not Joined.
    expect(overallStatus.rejections).toBe(5);
    // Interview Scheduled, Interview, Scheduled.
    expect(overallStatus.interviewScheduled).toBe(3);
  });

  it('filters by status, with applied and shortlisted standing for their groups', async () => {
    expect(statusesOf((await list('&status=applied')).applicationDetails).sort()).toEqual(['Assigned', 'Submitted']);
    expect(statusesOf((await list('&status=shortlisted')).applicationDetails).sort()).toEqual([
      'Approved',
      'Shortlisted',
    ]);
    expect(statusesOf((await list('&status=rejected')).applicationDetails)).toEqual(['Rejected']);
    expect(statusesOf((await list('&status=No%20Show')).applicationDetails)).toEqual(['No Show']);
    expect((await list('&status=all')).applicationDetails).toHaveLength(24);
  });

  it('keeps the summary counts of all applications while a filter narrows the list', async () => {
    const filtered = await list('&status=rejected');
    expect(filtered.overallStatus.applications).toBe(24);
  });

  it('filters by the last 7, 30 and 90 days of the applied date', async () => {
    const all = (await list()).applicationDetails;
    const now = t.app.world.clock.now();
    for (const [value, days] of [
      ['last7days', 7],
      ['last30days', 30],
      ['last90days', 90],
    ] as const) {
      const got = (await list(`&dateRange=${value}`)).applicationDetails;
      const expected = all.filter((a) => at(a.appliedOn) >= now - days * DAY_MS);
      expect(got.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
    }
    const week = (await list('&dateRange=last7days')).applicationDetails;
    expect(week.length).toBeGreaterThan(0);
    expect(week.length).toBeLessThan(all.length);
    expect((await list('&dateRange=last90days')).applicationDetails).toHaveLength(all.length);
  });

  it('filters by fromDate and toDate, both days included', async () => {
    const all = (await list()).applicationDetails;
    const from = '2026-10-15';
    const to = '2026-11-10';
    const got = (await list(`&fromDate=${from}&toDate=${to}`)).applicationDetails;
    const expected = all.filter((a) => a.appliedOn.slice(0, 10) >= from && a.appliedOn.slice(0, 10) <= to);
    expect(expected.length).toBeGreaterThan(0);
    expect(got.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
  });

  it('sorts newest first by default, oldest first with OLDEST and alphabetically with STATUS', async () => {
    const recent = (await list()).applicationDetails.map((a) => at(a.appliedOn));
    expect(recent).toEqual([...recent].sort((a, b) => b - a));
    const oldest = (await list('&sortBy=OLDEST')).applicationDetails.map((a) => at(a.appliedOn));
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    const byStatus = statusesOf((await list('&sortBy=STATUS')).applicationDetails).map((x) => x.toLowerCase());
    expect(byStatus).toEqual([...byStatus].sort((a, b) => a.replace(/\s/g, '-').localeCompare(b.replace(/\s/g, '-'))));
    expect(byStatus[0]).toBe('approved');
  });

  it('rejects an unknown sort with the field named', async () => {
    const response = await s.get(`${P}/fetchCandidateApplications?mobileNumber=${demo}&sortBy=NAME`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'sortBy must be one of RECENT, OLDEST, STATUS' });
  });

  it('pages with page and size', async () => {
    const all = (await list()).applicationDetails.map((a) => a.id);
    expect((await list('&page=2&size=5')).applicationDetails.map((a) => a.id)).toEqual(all.slice(5, 10));
    expect((await list('&page=9&size=5')).applicationDetails).toEqual([]);
  });

  it('offers the status, date and sort options', async () => {
    const { filters } = await list();
    expect(filters.dateOptions.map((o) => o.label)).toEqual(['Last 7 days', 'Last 30 days', 'Last 3 months']);
    expect(filters.sortOptions.map((o) => o.value)).toEqual(['RECENT', 'OLDEST', 'STATUS']);
    expect(filters.statusOptions.map((o) => o.value)).toEqual(
      expect.arrayContaining(['all', 'applied', 'shortlisted', 'rejected']),
    );
  });

  it('answers an empty list with zero counts for a number without applications, and reads a 91 prefix', async () => {
    const response = await s.get(`${P}/fetchCandidateApplications?mobileNumber=9988776655`);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        overallStatus: { applications: 0, shortlists: 0, rejections: 0, interviewScheduled: 0 },
        applicationDetails: [],
      },
    });
    expect((await s.get(`${P}/fetchCandidateApplications?mobileNumber=91${demo}`)).json()).toMatchObject({
      data: { overallStatus: { applications: 24 } },
    });
  });

  it('requires the mobile number', async () => {
    const response = await s.get(`${P}/fetchCandidateApplications`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'mobileNumber is required' });
  });
});

describe('lastAppliedJobs', () => {
  it('answers the 5 newest applications by default, newest first', async () => {
    const response = await s.get(`${P}/lastAppliedJobs?candidateId=100234`);
    const recent = response.json() as { applicationId: number; appliedOn: string; jobName: string }[];
    expect(recent).toHaveLength(5);
    const all = (await list()).applicationDetails.slice(0, 5);
    expect(recent.map((r) => r.applicationId)).toEqual(all.map((a) => a.id));
    expect(recent[0]?.jobName).toBeTruthy();
  });

  it('honours size and answers an empty list for a candidate without applications', async () => {
    expect((await s.get(`${P}/lastAppliedJobs?candidateId=100234&size=2`)).json()).toHaveLength(2);
    expect((await s.get(`${P}/lastAppliedJobs?candidateId=999999`)).json()).toEqual([]);
  });

  it('requires the candidate id', async () => {
    const response = await s.get(`${P}/lastAppliedJobs`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'candidateId is required' });
  });
});

describe('fetchApplicationTimeline', () => {
  const idOf = async (status: string) =>
    (await list()).applicationDetails.find((a) => a.candidateStatus === status)?.id ?? 0;

  it('answers the events of an application sorted by date, from Applied to the current status', async () => {
    const response = await timeline(await idOf('Hired'));
    expect(response.statusCode).toBe(200);
    const events = response.json() as TimelineEvent[];
    expect(events.map((e) => e.candidateStatus)).toEqual([
      'Applied',
      'Shortlisted',
      'Interview Scheduled',
      'Interview',
      'Selected',
      'Hired',
    ]);
    const dates = events.map((e) => at(e.processedOn));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('keeps the seeded quirks clients must handle: an empty timeline, an Under review step and a zero date', async () => {
    expect((await timeline(await idOf('Sign In Pending'))).json()).toEqual([]);
    const review = (await timeline(await idOf('Under Review'))).json() as TimelineEvent[];
    expect(review.map((e) => e.candidateStatus)).toContain('Under review');
    const inProcess = (await timeline(await idOf('In Process'))).json() as TimelineEvent[];
    expect(inProcess.some((e) => e.processedOn.startsWith('0000-00-00'))).toBe(true);
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await timeline(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Application not found' });
    }
  });

  it('answers 400 for a blank id (spaces, URL-encoded, or nothing)', async () => {
    for (const id of ['%20%20%20', '%20']) {
      const response = await timeline(id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'openingCandidateDetailId is required' });
    }
    expect((await timeline('')).statusCode).toBe(400);
  });
});
