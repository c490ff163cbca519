import { describe, expect, it } from 'vitest';
import { message, upstream, type Message } from '../messages/message.ts';
import { english } from '../testing/english.ts';
import { maskAadhaar } from '../values/aadhaar.ts';
import { sanitizeExpectedSalary, isValidExpectedSalary } from '../values/expected-salary.ts';
import { sanitizePinCode, validatePinCode, PIN_INVALID, PIN_REQUIRED } from '../values/pin-code.ts';
import { profileCompletion } from './profile-completion.ts';
import { maskPan, profileLocationText, profileSalaryText } from './profile-display.ts';
import { splitFullName } from './profile-name.ts';
import {
  NO_VALID_SKILLS,
  SELECT_ONE_SKILL,
  SKILLS_SAVE_FAILED,
  readSkillNames,
  readSkillOptions,
  skillIdsFor,
  skillsSaveError,
} from './profile-skills.ts';
import { buildProfileUpdate, payloadPincode, payloadSalary } from './profile-update.ts';

describe('splitFullName', () => {
  it.each([
    ['Priya', { firstName: 'Priya', middleName: '', lastName: '' }],
    ['Priya Sharma', { firstName: 'Priya', middleName: '', lastName: 'Sharma' }],
    ['Priya Devi Sharma', { firstName: 'Priya', middleName: 'Devi', lastName: 'Sharma' }],
    ['Anil Kumar Singh Rathore', { firstName: 'Anil', middleName: 'Kumar', lastName: 'Singh Rathore' }],
    ['  Ravi   Teja  ', { firstName: 'Ravi', middleName: '', lastName: 'Teja' }],
    ['', { firstName: '', middleName: '', lastName: '' }],
  ])('%j', (name, parts) => expect(splitFullName(name)).toEqual(parts));
});

describe('PIN code', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizePinCode('56a0-03499')).toBe('560034');
  });
  it.each([
    ['', PIN_REQUIRED],
    ['   ', PIN_REQUIRED],
    ['56003', PIN_INVALID],
    ['5600345', PIN_INVALID],
    ['56003a', PIN_INVALID],
    ['560034', null],
  ])('%j → %j', (pin, message) => expect(validatePinCode(pin)).toBe(message));
  it('goes in the payload as an integer, or null when blank', () => {
    expect(payloadPincode('560034')).toBe(560034);
    expect(payloadPincode('')).toBeNull();
    expect(payloadPincode('  ')).toBeNull();
  });
});

describe('expected salary', () => {
  it('keeps digits only, at most six, and is optional', () => {
    expect(sanitizeExpectedSalary('₹1,20,0000')).toBe('120000');
    expect(isValidExpectedSalary('')).toBe(true);
    expect(isValidExpectedSalary('999999')).toBe(true);
    expect(isValidExpectedSalary('1234567')).toBe(false);
  });
  it('goes in the payload as a float, or 0', () => {
    expect(payloadSalary('30000')).toBe(30000);
    expect(payloadSalary('')).toBe(0);
    expect(payloadSalary('abc')).toBe(0);
  });
  it('is shown in Indian digit grouping per month, else not provided', () => {
    expect(english(profileSalaryText(120000))).toBe('₹1,20,000 per month');
    expect(english(profileSalaryText(30000))).toBe('₹30,000 per month');
    expect(english(profileSalaryText(undefined))).toBe('Expected salary not provided');
    expect(english(profileSalaryText(0))).toBe('Expected salary not provided');
  });
  it("takes the amount as the screen writes it in the chosen language's digits", () => {
    const bengali = new Intl.NumberFormat('bn-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    expect(english(profileSalaryText(120000, (amount) => bengali.format(amount)))).toBe('₹১,২০,০০০ per month');
    expect(english(profileSalaryText(undefined, (amount) => bengali.format(amount)))).toBe(
      'Expected salary not provided',
    );
  });
});

describe('location', () => {
  // The city and PIN are data, shown as they came; the rest are messages.
  const shown = (text: string | Message) => (typeof text === 'string' ? text : english(text));
  it.each([
    ['Bengaluru', '560034', 'Bengaluru - 560034'],
    ['Bengaluru', '', 'Bengaluru'],
    ['', '560034', 'Pincode: 560034'],
    ['', '', 'Location not provided'],
  ])('%j %j → %j', (city, pin, text) => expect(shown(profileLocationText(city, pin))).toBe(text));
});

describe('masking', () => {
  it("shows Aadhaar as 'xxxx xxxx' and the last four", () =>
    expect(maskAadhaar('482193574821')).toBe('xxxx xxxx 4821'));
  it('replaces the first six characters of a PAN', () => {
    expect(maskPan('BQRPS1234F')).toBe('XXXXXX234F');
    expect(maskPan('')).toBe('');
  });
});

describe('profileCompletion', () => {
  const none = {
    fullName: '',
    mobile: '',
    email: '',
    hasResume: false,
    skillCount: 0,
    aadhaarVerified: false,
    panVerified: false,
  };
  it('is 0 with nothing, 100 with everything, 25 per section', () => {
    expect(profileCompletion(none).percentage).toBe(0);
    const all = {
      fullName: 'Priya',
      mobile: '9876543210',
      email: 'p@x.in',
      hasResume: true,
      skillCount: 1,
      aadhaarVerified: true,
      panVerified: true,
    };
    const done = profileCompletion(all);
    expect(done.percentage).toBe(100);
    expect(done.sections.map((s) => [english(s.name), s.weight])).toEqual([
      ['Personal Information', 25],
      ['Resume', 25],
      ['Skills', 25],
      ['KYC Verification', 25],
    ]);
  });
  it('needs name, mobile and e-mail for personal information, and both checks for KYC', () => {
    expect(profileCompletion({ ...none, fullName: 'Priya', mobile: '9876543210' }).percentage).toBe(0);
    expect(profileCompletion({ ...none, fullName: 'Priya', mobile: '9876543210', email: 'p@x.in' }).percentage).toBe(
      25,
    );
    expect(profileCompletion({ ...none, hasResume: true }).percentage).toBe(25);
    expect(profileCompletion({ ...none, skillCount: 3 }).percentage).toBe(25);
    expect(profileCompletion({ ...none, aadhaarVerified: true }).percentage).toBe(0);
    expect(profileCompletion({ ...none, aadhaarVerified: true, panVerified: true }).percentage).toBe(25);
  });
});

describe('buildProfileUpdate', () => {
  it('splits the name and repeats every alias', () => {
    const payload = buildProfileUpdate({
      candidateId: 100234,
      mobileNumber: '9876543210',
      city: 'Bengaluru',
      form: { fullName: 'Priya Devi Sharma', email: ' p@x.in ', pincode: '560034', expectedSalary: '' },
    });
    expect(payload).toEqual({
      candidateId: 100234,
      firstName: 'Priya',
      middleName: 'Devi',
      lastName: 'Sharma',
      fullName: 'Priya Devi Sharma',
      mobileNumber: '9876543210',
      emailId: 'p@x.in',
      email: 'p@x.in',
      cityName: 'Bengaluru',
      currentCity: 'Bengaluru',
      preferredCity: 'Bengaluru',
      city: 'Bengaluru',
      location: 'Bengaluru',
      expectedSalary: 0,
      salary: 0,
      pincode: 560034,
    });
  });
});

describe('skills', () => {
  const active = readSkillOptions({
    success: true,
    data: [
      { skillId: 1, skillName: 'Field Sales' },
      { id: 2, name: 'Hindi' },
      { skill_id: 3, title: 'Excel' },
      { value: '4', label: 'Driving', active: false },
      { skillId: 5, skillName: 'hindi' },
    ],
  });
  it('reads active skills, dropping inactive and duplicate names', () => {
    expect(active).toEqual([
      { id: 1, name: 'Field Sales' },
      { id: 2, name: 'Hindi' },
      { id: 3, name: 'Excel' },
    ]);
  });
  it('reads a saved list of ids, strings or objects as names', () => {
    expect(
      readSkillNames(
        [1, '3', 'Tally', { skillName: 'HINDI' }, { skillId: 2 }, { name: 'Old', active: false }, 99],
        active,
      ),
    ).toEqual(['Field Sales', 'Excel', 'Tally', 'HINDI']);
    expect(readSkillNames('Field Sales, Hindi', active)).toEqual(['Field Sales', 'Hindi']);
    expect(readSkillNames({ success: true, data: null }, active)).toEqual([]);
  });
  it("words a failed save with the call's reason inside", () => {
    expect(english(skillsSaveError(message('common:error.network')))).toBe('Error saving skills: Network error');
    expect(english(skillsSaveError(upstream('HTTP 500: down')))).toBe('Error saving skills: HTTP 500: down');
    expect(english(SKILLS_SAVE_FAILED)).toBe('Failed to save skills. Please try again.');
    expect(english(SELECT_ONE_SKILL)).toBe('Please select at least one skill');
    expect(english(NO_VALID_SKILLS)).toBe('No valid skills to save');
  });
  it('maps names to ids case-insensitively', () => {
    expect(skillIdsFor(['hindi', 'Excel', 'Unknown'], active)).toEqual([2, 3]);
  });
});
