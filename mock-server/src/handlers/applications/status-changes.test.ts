import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../testing/test-app.ts';
import { P, sessionPerFile } from '../../testing/session.ts';

interface Application {
  id: number;
  jobId: number;
  jobName: string | null;
  lastUpdatedOn: string;
  candidateStatus: string;
}
interface Listed {
  overallStatus: { applications: number; shortlists: number };
  applicationDetails: Application[];
}
interface TimelineEvent {
  candidateStatus: string;
  description: string | null;
  processedOn: string;
}

const { t, s } = sessionPerFile(1500);
const demo: string = DEMO_IDENTITIES.candidateMobile;

async function list(query = ''): Promise<Listed> {
  const response = await s.get(`${P}/fetchCandidateApplications?mobileNumber=${demo}${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Listed }).data;
}
const timeline = async (id: number | string) => s.get(`${P}/fetchApplicationTimeline/${id}`);

describe('status changes', () => {
  beforeEach(() => s.reset());

  it('updateApplicationStatus changes the status and adds a timeline event', async () => {
    const id = (await list('&status=Submitted')).applicationDetails[0]?.id ?? 0;
    const response = await s.post(`${P}/updateApplicationStatus`, {
      openingCandidateDetailId: id,
      candidateStatus: 'Shortlisted',
      remarks: 'Good Kannada',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Application status updated successfully' });
    const app = (await list()).applicationDetails.find((a) => a.id === id);
    expect(app?.candidateStatus).toBe('Shortlisted');
    expect(app?.lastUpdatedOn).toBe('2026-11-20 10:00:00');
    const events = (await timeline(id)).json() as TimelineEvent[];
    expect(events.at(-1)).toEqual({
      candidateStatus: 'Shortlisted',
      description: 'Good Kannada',
      processedOn: '2026-11-20 10:00:00',
    });
    expect((await list()).overallStatus.shortlists).toBe(5);
  });

  it('updateApplicationStatus answers 404 for an unknown application and 400 without a status', async () => {
    const unknown = await s.post(`${P}/updateApplicationStatus`, {
      openingCandidateDetailId: 999999,
      candidateStatus: 'Shortlisted',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Application not found' });
    const missing = await s.post(`${P}/updateApplicationStatus`, { openingCandidateDetailId: 58101 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'candidateStatus is required' });
  });

  it('scheduleInterview moves the application to Scheduled and adds the interview to the client list', async () => {
    const app = (await list('&status=Shortlisted')).applicationDetails[0];
    const response = await s.post(`${P}/scheduleInterview`, {
      openingCandidateDetailId: app?.id,
      interviewDateTime: '2026-11-25 11:00',
      interviewMode: 'In person',
    });
    expect(response.statusCode).toBe(200);
    const { interviewId } = response.json() as { interviewId: number };
    expect(response.json()).toMatchObject({ success: true, message: 'Interview scheduled successfully' });
    expect((await list()).applicationDetails.find((a) => a.id === app?.id)?.candidateStatus).toBe('Scheduled');
    expect(((await timeline(app?.id ?? 0)).json() as TimelineEvent[]).at(-1)?.candidateStatus).toBe('Scheduled');
    const pending = (
      await s.get(`${P}/fetchClientInterviews?emailId=${DEMO_IDENTITIES.clientEmail}&isComplete=false`)
    ).json() as {
      data: {
        interviewId: number;
        candidateName: string;
        designation: string;
        interviewDateTime: string;
        openingCandidateDetailsId: number;
      }[];
    };
    expect(pending.data.find((i) => i.interviewId === interviewId)).toMatchObject({
      candidateName: 'Priya Sharma',
      designation: app?.jobName,
      interviewDateTime: '2026-11-25 11:00:00',
      openingCandidateDetailsId: app?.id,
    });
  });

  it('scheduleInterview answers 404 for an unknown application and 400 without a date', async () => {
    const unknown = await s.post(`${P}/scheduleInterview`, {
      openingCandidateDetailId: 999999,
      interviewDateTime: '2026-11-25 11:00:00',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Application not found' });
    const missing = await s.post(`${P}/scheduleInterview`, { openingCandidateDetailId: 58101 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'interviewDateTime is required' });
  });

  it('a new application shows in the list as Submitted, under the applied filter', async () => {
    const applied = new Set((await list()).applicationDetails.map((a) => a.jobId));
    const job = t.app.world.jobs.within(12.9716, 77.5946, 50).find((j) => !applied.has(j.job.id))?.job;
    const response = await s.upload(`${P}/applyForJob?mobileNumber=${demo}&positionId=${job?.id}&name=Priya%20Sharma`, {
      fullName: 'Priya Sharma',
      mobile: demo,
      useCurrentResume: 'true',
    });
    expect(response.statusCode).toBe(200);
    const data = await list('&status=applied');
    expect(data.applicationDetails[0]).toMatchObject({ jobId: job?.id, candidateStatus: 'Submitted' });
    expect(data.overallStatus.applications).toBe(25);
  });
});
