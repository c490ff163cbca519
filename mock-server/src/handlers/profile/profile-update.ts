import type { CandidateRow } from '../shared/candidates.ts';

export interface ProfileUpdate {
  candidateId?: number;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  fullName?: string;
  mobileNumber: string;
  emailId?: string | null;
  email?: string | null;
  cityName?: string | null;
  currentCity?: string | { latitude: number; longitude: number; cityName?: string | null } | null;
  preferredCity?: string | null;
  city?: string | null;
  location?: string | null;
  expectedSalary?: number;
  salary?: number;
  pincode?: number | null;
}

export const PINCODE_MESSAGE = 'PIN Code must be exactly 6 digits.';

export const pincodeValid = (pincode: number | null | undefined) =>
  pincode === undefined || pincode === null || (Number.isInteger(pincode) && pincode >= 100000 && pincode <= 999999);

/** First word first name; two words: second is the last name; more: second middle, the rest last. */
export function splitName(fullName: string): { fullName: string; firstName: string; middleName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first = '', second = '', ...rest] = words;
  if (words.length <= 2) return { fullName: words.join(' '), firstName: first, middleName: '', lastName: second };
  return { fullName: words.join(' '), firstName: first, middleName: second, lastName: rest.join(' ') };
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The changes a profile payload makes: only the values it carries (aliases read in order). */
export function profileChanges(body: ProfileUpdate): Partial<CandidateRow> {
  const changes: Partial<CandidateRow> = {};
  if (body.fullName !== undefined && text(body.fullName) !== '') Object.assign(changes, splitName(body.fullName));
  else if (body.firstName !== undefined) {
    const parts = [body.firstName, body.middleName, body.lastName].map(text);
    Object.assign(changes, { firstName: parts[0], middleName: parts[1], lastName: parts[2], fullName: parts.filter(Boolean).join(' ') });
  }
  const email = body.email !== undefined ? body.email : body.emailId;
  if (email !== undefined) changes.email = text(email);
  const cityText = typeof body.currentCity === 'string' ? body.currentCity : undefined;
  const city = [body.cityName, body.city, cityText, body.preferredCity, body.location].find((c) => c !== undefined);
  if (city !== undefined) changes.cityName = text(city);
  if (body.currentCity && typeof body.currentCity === 'object') {
    changes.currentLatitude = body.currentCity.latitude;
    changes.currentLongitude = body.currentCity.longitude;
    changes.currentCityName = text(body.currentCity.cityName);
  }
  const salary = body.expectedSalary ?? body.salary;
  if (salary !== undefined) changes.expectedSalary = salary > 0 ? salary : null;
  if (body.pincode !== undefined) changes.pincode = body.pincode;
  return changes;
}
