import type { components } from '#contract/schema.d.ts';
import { PIN_CODE } from '#contract/rules.ts';
import { splitFullName } from '../../domain/names.ts';
import type { CandidateRow } from '../../store/db.ts';

type ProfileUpdate = components['schemas']['CandidateProfileUpdate'];

/** The PinCode rule, on the digits of the number the profile calls carry. */
export const pincodeValid = (pincode: number | null | undefined) =>
  pincode === undefined || pincode === null || PIN_CODE.pattern.test(String(pincode));

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The changes a profile payload makes: only the values it carries (aliases read in order). */
export function profileChanges(body: ProfileUpdate): Partial<CandidateRow> {
  const changes: Partial<CandidateRow> = {};
  if (body.fullName !== undefined && text(body.fullName) !== '') Object.assign(changes, splitFullName(body.fullName));
  else if (body.firstName !== undefined) {
    const parts = [body.firstName, body.middleName, body.lastName].map(text);
    Object.assign(changes, {
      firstName: parts[0],
      middleName: parts[1],
      lastName: parts[2],
      fullName: parts.filter(Boolean).join(' '),
    });
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
