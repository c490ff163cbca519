import { beforeEach, describe, expect, it } from 'vitest';
import { PIN_CODE } from '#contract/rules.ts';
import { DEMO_IDENTITIES } from '../testing/test-app.ts';
import { P, sessionPerFile } from '../testing/session.ts';

const CANDIDATE = '/candidate-services/api/v1/candidate';
const demo: string = DEMO_IDENTITIES.candidateMobile;

const { t, s } = sessionPerFile(1500);

const profile = async (mobile = demo) => s.get(`${CANDIDATE}/getDetailsWithMob/${mobile}`);
const update = (candidateId: number, body: Record<string, unknown>) =>
  s.put(`${CANDIDATE}/${candidateId}`, { mobileNumber: demo, ...body });

describe('getDetailsWithMob', () => {
  it('answers the demo candidate record with the saved location', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      candidateId: 100234,
      fullName: 'Priya Sharma',
      firstName: 'Priya',
      middleName: '',
      lastName: 'Sharma',
      email: 'priya.sharma@example.in',
      mobile: '9876543210',
      filePath: 'candidates/documents/100234/',
      resumeFileName: '100234_Resume.pdf',
      cityName: 'Bengaluru',
      pincode: 560001,
      expectedSalary: 35000,
      currentCity: { latitude: 12.9716, longitude: 77.5946, cityName: 'Bengaluru' },
    });
    expect((await profile(`91${demo}`)).json()).toMatchObject({ candidateId: 100234 });
  });

  it('answers 404 for a number that never signed in', async () => {
    const response = await profile('9988776655');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Candidate not found' });
  });

  it('answers a record holding only the mobile for a candidate created at sign-in', async () => {
    const mobile = '9012345678';
    await s.post(`${P}/generateOTP?mobileNumber=${mobile}&isClient=false`, {});
    expect((await s.post(`${P}/validateOTP?mobileNumber=${mobile}&OTP=1234&isClient=false`, {})).statusCode).toBe(200);
    const response = await profile(mobile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      candidateId: expect.any(Number),
      mobile,
      fullName: null,
      email: null,
      filePath: null,
      resumeFileName: 'Resume.pdf',
      pincode: null,
      expectedSalary: null,
      currentCity: null,
    });
  });

  it("answers 400 'Invalid mobile number' for 0, and 401 without a token", async () => {
    const zero = await profile('0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ message: 'Invalid mobile number' });
    expect((await t.inject({ method: 'GET', url: `${CANDIDATE}/getDetailsWithMob/${demo}` })).statusCode).toBe(401);
  });
});

describe('updateCandidateProfile', () => {
  beforeEach(() => s.reset());

  it('saves the form and the next read shows it', async () => {
    const response = await update(100234, {
      candidateId: 100234,
      fullName: 'Priya Sharma',
      email: 'priya.s@example.in',
      emailId: 'priya.s@example.in',
      cityName: 'Mysuru',
      expectedSalary: 42000,
      salary: 42000,
      pincode: 570001,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      data: { email: 'priya.s@example.in' },
    });
    expect((await profile()).json()).toMatchObject({
      email: 'priya.s@example.in',
      cityName: 'Mysuru',
      expectedSalary: 42000,
      pincode: 570001,
    });
  });

  it('splits the name: first word, then last (two words) or middle and the rest (more)', async () => {
    const cases = [
      ['Priya', { firstName: 'Priya', middleName: '', lastName: null }],
      ['Priya Iyer', { firstName: 'Priya', middleName: '', lastName: 'Iyer' }],
      ['Priya Rani Sharma Iyer', { firstName: 'Priya', middleName: 'Rani', lastName: 'Sharma Iyer' }],
    ] as const;
    for (const [fullName, parts] of cases) {
      expect((await update(100234, { fullName })).statusCode).toBe(200);
      expect((await profile()).json()).toMatchObject({ fullName, ...parts });
    }
  });

  it('takes the city from any alias, and a saved location from a currentCity object', async () => {
    await update(100234, { currentCity: 'Hubballi', preferredCity: 'Hubballi' });
    expect((await profile()).json()).toMatchObject({ cityName: 'Hubballi', currentCity: { cityName: 'Bengaluru' } });
    await update(100234, { currentCity: { latitude: 12.2958, longitude: 76.6394, cityName: 'Mysuru' } });
    expect((await profile()).json()).toMatchObject({
      currentCity: { latitude: 12.2958, longitude: 76.6394, cityName: 'Mysuru' },
    });
  });

  it('clears the PIN code with null and leaves out what the payload does not carry', async () => {
    await update(100234, { pincode: null });
    expect((await profile()).json()).toMatchObject({
      pincode: null,
      fullName: 'Priya Sharma',
      email: 'priya.sharma@example.in',
    });
  });

  it('refuses a PIN code that is not 6 digits', async () => {
    for (const pincode of [56000, 5600011]) {
      const response = await update(100234, { pincode });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: PIN_CODE.messages.invalid });
    }
  });

  it("requires the candidate id: 0 or one that differs from the body's", async () => {
    for (const [id, body] of [
      [0, {}],
      [100234, { candidateId: 100235 }],
    ] as const) {
      const response = await update(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Candidate ID is required' });
    }
    expect((await s.put(`${CANDIDATE}/abc`, { mobileNumber: demo })).json()).toMatchObject({
      message: 'Candidate ID is required',
    });
  });

  it("requires a mobile number other than '0'", async () => {
    const response = await update(100234, { mobileNumber: '0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Mobile number is required' });
  });

  it('answers 404 for an unknown candidate and 401 without a token', async () => {
    const response = await update(424242, {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Candidate not found' });
    const anonymous = await t.inject({ method: 'PUT', url: `${CANDIDATE}/100234`, payload: { mobileNumber: demo } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('addUpdateCandidate', () => {
  beforeEach(() => s.reset());

  it('creates a candidate for a new number and updates the one a number already has', async () => {
    const created = await s.post(`${CANDIDATE}/addUpdateCandidate`, {
      fullName: 'Kavita Joshi',
      mobileNumber: '9123456700',
      pincode: 302001,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Candidate saved successfully',
      data: { fullName: 'Kavita Joshi' },
    });
    expect((await profile('9123456700')).json()).toMatchObject({
      firstName: 'Kavita',
      lastName: 'Joshi',
      pincode: 302001,
    });
    const updated = await s.post(`${CANDIDATE}/addUpdateCandidate`, { mobileNumber: demo, expectedSalary: 50000 });
    expect(updated.json()).toMatchObject({ data: { candidateId: 100234, expectedSalary: 50000 } });
  });

  it('requires a mobile number and a 6-digit PIN code', async () => {
    const zero = await s.post(`${CANDIDATE}/addUpdateCandidate`, { mobileNumber: '0' });
    expect(zero.json()).toMatchObject({ message: 'Mobile number is required' });
    const pin = await s.post(`${CANDIDATE}/addUpdateCandidate`, { mobileNumber: demo, pincode: 123 });
    expect(pin.statusCode).toBe(400);
    expect(pin.json()).toMatchObject({ message: PIN_CODE.messages.invalid });
  });
});
