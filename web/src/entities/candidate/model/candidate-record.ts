type Loose = Record<string, unknown>;
const record = (v: unknown): Loose => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : {});
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const id = (v: unknown): string | number | undefined =>
  typeof v === 'number' || typeof v === 'string' ? v : undefined;

/**
 * The candidate record as every screen reads it from the cache: the fields the screens use, each from its aliases
 * (undefined when the record has none), and `raw`, the record itself, for a screen's own view (`select`).
 */
export interface CandidateRecord {
  raw: Loose;
  candidateId?: string | number;
  fullName?: string;
  email?: string;
  mobile?: string;
  filePath?: string;
  resumeFileName?: string;
  experience?: string;
  currentLocation?: string;
  cityName?: string;
  expectedSalary?: string | number;
  noticePeriod?: string;
}

/** The candidate record, bare or inside { success, data }, with its name from fullName or its parts. */
export function readCandidateRecord(answer: unknown): CandidateRecord {
  const outer = record(answer);
  const raw = Object.keys(record(outer.data)).length > 0 ? record(outer.data) : outer;
  const parts = [raw.firstName, raw.middleName, raw.lastName].map(text).filter(Boolean).join(' ');
  return {
    raw,
    candidateId: id(raw.candidateId) ?? id(raw.id),
    fullName: text(raw.fullName) ?? (parts || text(raw.name)),
    email: text(raw.email) ?? text(raw.emailId),
    mobile: text(raw.mobile) ?? text(raw.mobileNumber),
    filePath: text(raw.filePath),
    resumeFileName: text(raw.resumeFileName),
    experience: text(raw.experience),
    currentLocation: text(raw.currentLocation),
    cityName: text(raw.cityName) ?? text(raw.city),
    expectedSalary: typeof raw.expectedSalary === 'number' ? raw.expectedSalary : text(raw.expectedSalary),
    noticePeriod: text(raw.noticePeriod),
  };
}
