import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { applyFormError, jobNameOf, recruiterIdOf } from './apply-form.ts';

const form = { job: { jobId: 7, jobName: 'Cook' }, fullName: 'Asha Rao', email: '', mobileNumber: '9876543210' };

describe('apply form checks', () => {
  it('needs full name and mobile', () => {
    expect(english(applyFormError({ ...form, fullName: ' ' }))).toBe('Please fill in all required fields.');
    expect(english(applyFormError({ ...form, mobileNumber: '' }))).toBe('Please fill in all required fields.');
  });
  it('checks the name and an optional e-mail', () => {
    expect(english(applyFormError({ ...form, fullName: 'A' }))).toBe(
      'Full Name should contain letters and spaces only (2-50 characters).',
    );
    expect(english(applyFormError({ ...form, email: 'asha@' }))).toBe(
      'Please enter a valid email address (e.g., name@example.com).',
    );
  });
  it('needs the job and its position id', () => {
    expect(english(applyFormError({ ...form, job: null }))).toBe('Job information is missing. Please try again.');
    expect(english(applyFormError({ ...form, job: { jobName: 'Cook' } }))).toBe(
      'Unable to apply: Position ID not available. Please try again.',
    );
    expect(applyFormError(form)).toBeNull();
  });
  it('reads the job name and recruiter id', () => {
    expect(jobNameOf({ title: 'Driver' })).toBe('Driver');
    expect(jobNameOf(null)).toBe('');
    expect(recruiterIdOf({ recruiter_id: 12 })).toBe('12');
    expect(recruiterIdOf({ recruiterId: '' })).toBe('0');
    expect(recruiterIdOf(null)).toBe('0');
  });
});
