import * as v from 'valibot';
import { asLoose, isLoose } from '#machines';

// getDetailsWithMob's answer (the contract's CandidateProfileAnswer) is read once, here, into the one shape every
// screen and flow takes, `Candidate`: the machines are given it as it is (their input types name what they read of
// it). Each field is read as the contract types it; a field of another type reads as absent, as one the record does
// not have, so one odd field never costs the candidate the rest of their profile. A field added to `record` is on
// the model with no other change.

/** Text, trimmed; '' when absent, blank or not text. */
const text = v.fallback(
  v.pipe(
    v.nullish(v.string(), ''),
    v.transform((value) => value.trim()),
  ),
  '',
);
/** A number (or its digits as text); undefined when absent or not a finite number. */
const figure = v.fallback(
  v.pipe(
    v.optional(v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))])),
    v.check((value) => value === undefined || Number.isFinite(value)),
  ),
  undefined,
);
/** An id, which the contract types as an integer (its digits as text read too). */
const id = v.fallback(
  v.optional(v.union([v.number(), v.pipe(v.string(), v.trim(), v.digits(), v.nonEmpty(), v.transform(Number))])),
  undefined,
);
/** A PIN code, a number or its digits as text: the digits as text, '' when it has none. */
const pincode = v.fallback(
  v.pipe(v.nullish(v.union([v.number(), v.pipe(v.string(), v.trim(), v.digits())]), ''), v.transform(String)),
  '',
);
const coordinate = v.pipe(v.number(), v.finite());
/** The saved base location: a point and its city's name. */
const currentCity = v.fallback(
  v.nullish(v.object({ latitude: coordinate, longitude: coordinate, cityName: text })),
  undefined,
);

/** The record's fields, each under every name it comes by. */
const record = v.object({
  candidateId: id,
  id,
  fullName: text,
  firstName: text,
  middleName: text,
  lastName: text,
  name: text,
  email: text,
  emailId: text,
  mobile: text,
  mobileNumber: text,
  filePath: text,
  /** '' when the record names none (My Profile shows 'Resume.pdf'). */
  resumeFileName: text,
  cityName: text,
  city: text,
  pincode,
  expectedSalary: figure,
  salaryMax: figure,
  currentCity,
  // Not in the contract's record: some upstreams answer them, and the apply flow sends them back.
  experience: text,
  currentLocation: text,
  noticePeriod: text,
});

/** The fields that come by several names as one each; every other field as it was read. */
function toCandidate({
  candidateId,
  id: otherId,
  fullName,
  firstName,
  middleName,
  lastName,
  name,
  email,
  emailId,
  mobile,
  mobileNumber,
  cityName,
  city,
  salaryMax,
  currentCity: saved,
  ...fields
}: v.InferOutput<typeof record>) {
  const townName = cityName || city;
  const savedCity = saved?.cityName || townName;
  return {
    ...fields,
    candidateId: candidateId ?? otherId,
    fullName: fullName || [firstName, middleName, lastName].filter(Boolean).join(' ') || name,
    email: email || emailId,
    mobile: mobile || mobileNumber,
    cityName: townName,
    /** The expected monthly salary: expectedSalary, else salaryMax; undefined unless a positive figure. */
    monthlySalary: [fields.expectedSalary, salaryMax].find((amount) => amount !== undefined && amount > 0),
    /** The base location: the saved point with its city, else the profile's city alone; null without either. */
    savedLocation: saved
      ? { cityName: savedCity, point: { latitude: saved.latitude, longitude: saved.longitude } }
      : savedCity
        ? { cityName: savedCity, point: null }
        : null,
  };
}

/** The signed-in candidate, as every screen and flow reads them. */
export type Candidate = ReturnType<typeof toCandidate>;

/** The record's fields, read here, in the client's own code (what tests/client-usage records), before the check. */
function fieldsOf(body: unknown): Record<string, unknown> {
  const outer = asLoose(body);
  const data = asLoose(outer.data);
  const inner = Object.keys(data).length > 0 ? data : outer;
  const fields: Record<string, unknown> = {};
  for (const name of Object.keys(record.entries)) fields[name] = inner[name];
  const saved = inner.currentCity;
  if (isLoose(saved))
    fields.currentCity = { latitude: saved.latitude, longitude: saved.longitude, cityName: saved.cityName };
  return fields;
}

/** getDetailsWithMob's answer, the record itself or inside `{ success, data }`, as the candidate. */
export const readCandidate = (body: unknown): Candidate => toCandidate(v.parse(record, fieldsOf(body)));
