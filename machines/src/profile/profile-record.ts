type Loose = Record<string, unknown>;
const record = (v: unknown): Loose => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : {});
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const num = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
};

export const DEFAULT_RESUME_NAME = 'Resume.pdf';

/** The profile screen's reading of a candidate record (getDetailsWithMob), field by field and with its aliases. */
export interface ProfileRecord {
  candidateId: number | string | undefined;
  fullName: string;
  email: string;
  mobile: string;
  filePath: string;
  /** 'Resume.pdf' when the record names none. */
  resumeFileName: string;
  cityName: string;
  pincode: string;
  /** expectedSalary, else salaryMax; undefined when neither is a positive figure. */
  expectedSalary: number | undefined;
}

/** Reads a candidate record, bare or inside { data }: the name from fullName, else its parts, else name. */
export function readProfileRecord(answer: unknown): ProfileRecord {
  const outer = record(answer);
  const raw = Object.keys(record(outer.data)).length > 0 ? record(outer.data) : outer;
  const parts = [raw.firstName, raw.middleName, raw.lastName].map(text).filter(Boolean).join(' ');
  const id = raw.candidateId ?? raw.id;
  const salary = [num(raw.expectedSalary), num(raw.salaryMax)].find((v) => v !== undefined && v > 0);
  return {
    candidateId: typeof id === 'number' || typeof id === 'string' ? id : undefined,
    fullName: text(raw.fullName) ?? (parts || text(raw.name) || ''),
    email: text(raw.email) ?? text(raw.emailId) ?? '',
    mobile: text(raw.mobile) ?? text(raw.mobileNumber) ?? '',
    filePath: text(raw.filePath) ?? '',
    resumeFileName: text(raw.resumeFileName) ?? DEFAULT_RESUME_NAME,
    cityName: text(raw.cityName) ?? text(raw.city) ?? '',
    pincode: num(raw.pincode) !== undefined ? String(raw.pincode).trim() : '',
    expectedSalary: salary,
  };
}
