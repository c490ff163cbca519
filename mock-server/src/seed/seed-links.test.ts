import { describe, expect, it } from 'vitest';
import { createWorld } from '../create-world.ts';
import { DEMO_IDENTITIES } from '../core/identities.ts';
import { TEST_CLOCK_START } from '../testing/test-app.ts';
import { DEMO_LINKS } from './seed-links.ts';

const w = createWorld({ jobCount: 1000, clockStart: TEST_CLOCK_START, frozenClock: true });
const urlOf = (code: string) => w.db.shortLink.findFirst({ where: { code: { equals: code } } })?.url;
const query = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

describe('seedLinks', () => {
  it('links to the apply view of a real job, with its details in the query', () => {
    const url = urlOf(DEMO_LINKS.applyForJob)!;
    expect(url.startsWith('/ApplyForJob?')).toBe(true);
    const params = query(url);
    const job = w.jobs.get(Number(params.get('jobId')))!;
    expect(job).toBeDefined();
    expect(Object.fromEntries(params)).toEqual({
      jobId: String(job.id),
      budgetId: String(job.budgetId),
      title: job.jobName,
      cityName: job.cityName,
      pincode: job.pincode,
      salary: String(job.maxSalaryLimit),
      recruiterId: String(job.recruiterId),
    });
  });

  it("links to the feedback screen for one of the demo client's pending interviews", () => {
    const url = urlOf(DEMO_LINKS.interviewFeedback)!;
    expect(url).toMatch(
      /^\/interviewFeedbackScreen\?isClient=true&emailId=anita\.desai%40example\.com&mobileNumber=&interviewId=[0-9]+$/,
    );
    const interview = w.db.interview.findFirst({ where: { id: { equals: Number(query(url).get('interviewId')) } } });
    expect(interview).toMatchObject({ clientEmail: DEMO_IDENTITIES.clientEmail, feedback: '' });
    expect(['Scheduled', 'Pending', 'Confirmed', 'Pending Confirmation']).toContain(interview!.status);
  });

  it('links to the profile screen', () => {
    expect(urlOf(DEMO_LINKS.profile)).toBe('/profile');
  });
});
