import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES } from './data/names.ts';
import type { Rng } from './rng.ts';

export interface Person {
  firstName: string;
  middleName?: string;
  lastName: string;
  fullName: string;
  email: string;
  /** 10 digits, first digit 6 to 9, no country code. */
  mobile: string;
}

export interface PersonOptions {
  /** E-mail at this domain as first.last@domain (a work address) instead of a personal one. */
  emailDomain?: string;
}

/** A 10-digit Indian mobile number starting with 6 to 9. */
export function validMobile(rng: Rng): string {
  let digits = String(rng.int(6, 9));
  for (let i = 0; i < 9; i++) digits += String(rng.int(0, 9));
  return digits;
}

export function person(rng: Rng, options: PersonOptions = {}): Person {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const middleName = rng.chance(0.2) ? rng.pick(MIDDLE_NAMES) : undefined;
  const fullName = [firstName, middleName, lastName].filter(Boolean).join(' ');
  const local = `${firstName}.${lastName}`.toLowerCase();
  const email =
    options.emailDomain === undefined
      ? `${local}${rng.chance(0.6) ? rng.int(1, 99) : ''}@${rng.pick(EMAIL_DOMAINS)}`
      : `${local}@${options.emailDomain}`;
  const mobile = validMobile(rng);
  return middleName === undefined
    ? { firstName, lastName, fullName, email, mobile }
    : { firstName, middleName, lastName, fullName, email, mobile };
}
