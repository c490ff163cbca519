import type { components } from '#contract/schema.d.ts';
import { splitFullName } from './profile-name.ts';

/** updateCandidateProfile's body. */
export type ProfileUpdatePayload = components['schemas']['CandidateProfileUpdate'];

/** What the Edit Profile form holds. */
export interface ProfileForm {
  fullName: string;
  email: string;
  pincode: string;
  expectedSalary: string;
}

export interface ProfileUpdateInput {
  candidateId: number;
  mobileNumber: string;
  /** The city on the record; the form does not edit it, every city alias carries it. */
  city: string;
  form: ProfileForm;
}

/** The PIN as an integer, or null when blank. */
export function payloadPincode(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number.parseInt(trimmed, 10);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The salary as a float, or 0 when blank or not a number. */
export function payloadSalary(value: string): number {
  const parsed = Number.parseFloat(value.trim());
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The service payload: the name split, each alias carrying the same value, pincode integer or null, salary float or 0. */
export function buildProfileUpdate({
  candidateId,
  mobileNumber,
  city,
  form,
}: ProfileUpdateInput): ProfileUpdatePayload {
  const fullName = form.fullName.trim();
  const email = form.email.trim();
  const salary = payloadSalary(form.expectedSalary);
  return {
    candidateId,
    ...splitFullName(fullName),
    fullName,
    mobileNumber,
    emailId: email,
    email,
    cityName: city,
    currentCity: city,
    preferredCity: city,
    city,
    location: city,
    expectedSalary: salary,
    salary,
    pincode: payloadPincode(form.pincode),
  };
}
