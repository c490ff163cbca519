import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import {
  findHighlighted,
  toApplicationView,
  toRecentActivity,
  type ApplicationView,
  type ServerApplication,
} from './application-model.ts';

/** An application with its company, salary and status as the client shows them in English. */
const shown = (a: ApplicationView) => ({
  ...a,
  companyName: english(a.companyName),
  status: { ...a.status, label: english(a.status.label) },
});

const full: ServerApplication = {
  id: 58231,
  applicationId: 58231,
  openingCandidateDetailId: 58231,
  budgetId: 310,
  jobId: 1042,
  jobName: 'Delivery Executive',
  companyName: 'Swift Logistics Pvt Ltd',
  cityName: 'Bengaluru',
  pincode: '560001',
  maxSalaryLimit: 22000,
  appliedOn: '2026-11-02 10:30:00',
  lastUpdatedOn: '2026-11-05 15:00:00',
  candidateStatus: 'Approved',
  jobDetails: 'Deliver parcels.',
  responsibilities: 'Deliver on time',
  requirements: 'A licence',
  skills: 'Two-Wheeler Driving, Kannada, Hindi',
};

describe('toApplicationView', () => {
  it('reads the main field names', () => {
    const a = toApplicationView(full);
    expect(shown(a)).toMatchObject({
      jobName: 'Delivery Executive',
      companyName: 'Swift Logistics Pvt Ltd',
      location: 'Bengaluru - 560001',
      city: 'Bengaluru',
      pincode: '560001',
      salaryAmount: 22000,
      appliedOn: 'Nov 2, 2026',
      lastUpdatedOn: 'Nov 5, 2026',
      status: { key: 'approved', label: 'Shortlisted' },
      isActive: true,
      isClosed: false,
      description: 'Deliver parcels.',
      responsibilities: 'Deliver on time',
      requirements: 'A licence',
      skills: ['Two-Wheeler Driving', 'Kannada', 'Hindi'],
      timelineId: '58231',
      matchIds: ['310', '1042', '58231', '58231'],
    });
  });

  it('reads the aliases: jobTitle, location, pinCode, salary, appliedDate, status, company, description, openingCandidateId', () => {
    const a = toApplicationView({
      id: 58190,
      jobId: 1187,
      jobTitle: 'Telecaller - Hindi',
      company: 'FinServe Credit Ltd',
      location: 'Pune',
      pinCode: 411001,
      salary: 18000,
      appliedDate: '2026-10-20T11:00:00+05:30',
      status: 'Scheduled',
      description: 'Call customers.',
      skills: ['Hindi', 'Communication'],
      openingCandidateId: 58191,
    });
    expect(shown(a)).toMatchObject({
      jobName: 'Telecaller - Hindi',
      companyName: 'FinServe Credit Ltd',
      location: 'Pune - 411001',
      city: 'Pune',
      pincode: '411001',
      status: { key: 'scheduled', label: 'Interview Scheduled' },
      description: 'Call customers.',
      skills: ['Hindi', 'Communication'],
      timelineId: '58191',
      lastUpdatedOn: '',
    });
  });

  it.each([
    [{ zipCode: '302001' }, 'Jaipur - 302001'],
    [{ postalCode: '302002' }, 'Jaipur - 302002'],
    [{}, 'Jaipur'],
  ])('reads the pincode alias %o', (pin, location) => {
    expect(toApplicationView({ id: 1, cityName: 'Jaipur', ...pin }).location).toBe(location);
  });

  it('falls back for the company, salary, status and timeline id', () => {
    const a = toApplicationView({ id: 7 });
    expect(shown(a)).toMatchObject({
      companyName: 'Company not specified',
      salaryAmount: null,
      status: { key: 'applied', label: 'Submitted' },
      timelineId: '7',
    });
    expect(toApplicationView({ applicationId: 9 } as ServerApplication).timelineId).toBe('9');
  });

  it('marks closed statuses', () => {
    expect(toApplicationView({ id: 1, candidateStatus: 'Completed 1 Month' })).toMatchObject({
      isActive: false,
      isClosed: true,
    });
  });
});

describe('findHighlighted', () => {
  const list = [
    toApplicationView({ id: 1, budgetId: 310 }),
    toApplicationView({ id: 2, jobId: 1042 }),
    toApplicationView({ id: 3, applicationId: 58231 } as ServerApplication),
  ];
  it.each([
    ['310', 0],
    ['1042', 1],
    ['58231', 2],
    ['3', 2],
    ['999', -1],
    ['', -1],
  ])('%s → %i', (id, index) => expect(findHighlighted(list, id)).toBe(index));
});

describe('toRecentActivity', () => {
  const items = [
    {
      applicationId: 1,
      budgetName: 'Delivery Executive',
      companyName: 'Swift',
      appliedOn: '2026-11-02 10:30:00',
      candidateStatus: 'Approved',
    },
    { id: 2, jobTitle: 'Telecaller', appliedOn: '2026-10-20T11:00:00+05:30', candidateStatus: 'Scheduled' },
    { id: 3, jobName: 'Store Assistant' },
  ];
  it('reads a bare list and the name aliases', () => {
    expect(toRecentActivity(items, 5).map((i) => [i.jobName, i.companyName, english(i.status.label)])).toEqual([
      ['Delivery Executive', 'Swift', 'Shortlisted'],
      ['Telecaller', '', 'Interview Scheduled'],
      ['Store Assistant', '', 'Submitted'],
    ]);
    expect(toRecentActivity(items, 5).map((i) => i.title)).toEqual(['', 'Telecaller', 'Store Assistant']);
  });
  it.each(['lastAppliedJobs', 'items', 'content'])('reads the list under %s', (holder) => {
    expect(toRecentActivity({ [holder]: items } as never, 5)).toHaveLength(3);
  });
  it('keeps at most the limit, and nothing for no answer', () => {
    expect(toRecentActivity([...items, ...items], 5)).toHaveLength(5);
    expect(toRecentActivity(null, 5)).toEqual([]);
  });
});
