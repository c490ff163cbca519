import { describe, expect, it } from 'vitest';
import { readCandidate } from './candidate.ts';

describe('the candidate, read once from getDetailsWithMob', () => {
  it('reads each field from any of its names, bare or inside { success, data }, with blanks for what is missing', () => {
    expect(
      readCandidate({
        success: true,
        data: {
          id: 7,
          firstName: 'Ravi',
          lastName: 'Teja',
          emailId: 'r@x.in',
          city: 'Pune',
          pincode: 411001,
          salaryMax: 25000,
        },
      }),
    ).toEqual({
      candidateId: 7,
      fullName: 'Ravi Teja',
      email: 'r@x.in',
      mobile: '',
      filePath: '',
      resumeFileName: '',
      cityName: 'Pune',
      pincode: '411001',
      expectedSalary: undefined,
      monthlySalary: 25000,
      experience: '',
      currentLocation: '',
      noticePeriod: '',
      savedLocation: { cityName: 'Pune', point: null },
    });
  });

  it('prefers fullName, then the name parts, then name; candidateId, then id; email, then emailId', () => {
    expect(
      readCandidate({ candidateId: 1, id: 2, fullName: ' Asha Rao ', name: 'A', email: 'a@x.in', emailId: 'b@x.in' }),
    ).toMatchObject({ candidateId: 1, fullName: 'Asha Rao', email: 'a@x.in' });
    expect(readCandidate({ id: 9, firstName: 'Asha', middleName: '', lastName: 'Rao', name: 'A' }).fullName).toBe(
      'Asha Rao',
    );
    expect(readCandidate({ id: '9', name: 'Asha' })).toMatchObject({ candidateId: 9, fullName: 'Asha' });
  });

  it('takes the expected salary, else salaryMax, as the monthly figure shown; only a positive one', () => {
    expect(readCandidate({ candidateId: 1, expectedSalary: 30000, salaryMax: 5 })).toMatchObject({
      expectedSalary: 30000,
      monthlySalary: 30000,
    });
    expect(readCandidate({ candidateId: 1, expectedSalary: 0 }).monthlySalary).toBeUndefined();
    expect(readCandidate({ candidateId: 1 }).monthlySalary).toBeUndefined();
  });

  it('reads the saved base location: the point with its city, else the profile city alone, else none', () => {
    const point = { latitude: 12.9716, longitude: 77.5946 };
    expect(
      readCandidate({ candidateId: 1, cityName: 'Mysuru', currentCity: { ...point, cityName: 'Bengaluru' } })
        .savedLocation,
    ).toEqual({
      cityName: 'Bengaluru',
      point,
    });
    expect(readCandidate({ candidateId: 1, cityName: 'Mysuru', currentCity: point }).savedLocation).toEqual({
      cityName: 'Mysuru',
      point,
    });
    expect(readCandidate({ candidateId: 1, currentCity: null }).savedLocation).toBeNull();
  });

  it('reads a field of another type as absent, and keeps the rest of the record', () => {
    expect(
      readCandidate({
        candidateId: 3,
        fullName: 42,
        email: 'a@x.in',
        pincode: 'near the temple',
        expectedSalary: 'lots',
      }),
    ).toMatchObject({
      candidateId: 3,
      fullName: '',
      email: 'a@x.in',
      pincode: '',
      expectedSalary: undefined,
    });
    expect(readCandidate('not a record')).toMatchObject({ candidateId: undefined, fullName: '', email: '' });
  });
});
