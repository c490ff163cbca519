import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import type { MockWorld } from '../core/world.ts';
import { resumeFolder } from '../domain/candidates.ts';
import { DAY_MS } from '../domain/dates.ts';

/** The two documented candidates. Others (referred people, interviewees) come with their areas. */
export function seedPeople(world: MockWorld): void {
  const createdOn = new Date(world.clock.now() - 120 * DAY_MS).toISOString();
  world.db.candidate.create({
    id: DEMO_CANDIDATE_ID,
    mobile: DEMO_IDENTITIES.candidateMobile,
    firstName: 'Priya',
    lastName: 'Sharma',
    fullName: 'Priya Sharma',
    email: 'priya.sharma@example.in',
    cityName: 'Bengaluru',
    pincode: 560001,
    expectedSalary: 35000,
    experience: '2-4 years',
    noticePeriod: '30 days',
    currentLatitude: 12.9716,
    currentLongitude: 77.5946,
    currentCityName: 'Bengaluru',
    resumeFileName: `${DEMO_CANDIDATE_ID}_Resume.pdf`,
    filePath: resumeFolder(DEMO_CANDIDATE_ID),
    skillIds: [71, 72, 79, 80, 83, 29, 61],
    inactiveSkillIds: [57, 74, 30],
    createdOn,
  });
  world.db.candidate.create({
    id: KYC_COMPLETE_CANDIDATE_ID,
    mobile: DEMO_IDENTITIES.kycCompleteMobile,
    firstName: 'Rahul',
    middleName: 'Kumar',
    lastName: 'Verma',
    fullName: 'Rahul Kumar Verma',
    email: 'rahul.verma@example.in',
    cityName: 'Pune',
    pincode: 411001,
    expectedSalary: 28000,
    experience: '0-1 years',
    noticePeriod: 'Immediate',
    currentLatitude: 18.5204,
    currentLongitude: 73.8567,
    currentCityName: 'Pune',
    resumeFileName: '',
    filePath: '',
    skillIds: [91, 100, 101, 80, 85],
    inactiveSkillIds: [],
    aadhaarNumber: '482193756104',
    aadhaarVerified: true,
    nameOnAadhaar: 'Rahul Kumar Verma',
    panNumber: 'ABCPV1234F',
    panVerified: true,
    nameOnPan: 'RAHUL KUMAR VERMA',
    createdOn,
  });
}
