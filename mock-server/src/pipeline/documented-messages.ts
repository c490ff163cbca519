import { AADHAAR_NUMBER, EMAIL_ADDRESS, INDIAN_MOBILE, PAN_NUMBER, PIN_CODE } from '#contract/rules.ts';
import type { RequestRefusal } from '../contract/request-validator.ts';
import { INVALID_MOBILE_FOR_TEXT, MOBILE_REQUIRED } from '../core/responses.ts';
import { fillMessage } from '../core/message-template.ts';

/**
 * Where the contract documents the exact message for a missing or invalid value, the mock answers
 * with it instead of the generic '<field> is required'. Each message is a documented 400 example of
 * its operation (checked by a test); the rule messages come from openapi/rules.ts.
 */
export interface Override {
  /** The answer when the value is absent. */
  missing?: string;
  /**
   * The answer when the value is sent and refused: one message for any reason, or one per JSON Schema keyword the
   * value breaks (a keyword not listed keeps the generic message). '{value}' stands for the value sent.
   */
  invalid?: string | Readonly<Partial<Record<string, string>>>;
  /** The error code the answer carries beside the message (ErrorBody.error). */
  error?: string;
  /** '{{name}}' placeholders filled from the refused value's siblings: placeholder → sibling field (spaces collapsed). */
  fill?: Readonly<Record<string, string>>;
}

const always = (message: string): Override => ({ missing: message, invalid: message });

const latLng: Record<string, Override> = {
  latitude: { missing: 'Latitude and longitude are required' },
  longitude: { missing: 'Latitude and longitude are required' },
};
/** '0' names no candidate (`CandidateMobileNumber`: the schema's `not`): answered as a missing number. */
const mobile: Record<string, Override> = {
  mobileNumber: { missing: MOBILE_REQUIRED, invalid: { not: MOBILE_REQUIRED } },
};
/**
 * The calls that write a candidate's record take Indian numbers only (`IndianMobileNumber`): a UAE or other
 * malformed number is answered with the mobile rule's own message, '0' as a missing number.
 */
const indianMobile = (field = 'mobileNumber'): Record<string, Override> => ({
  [field]: { missing: MOBILE_REQUIRED, invalid: { not: MOBILE_REQUIRED, pattern: INDIAN_MOBILE.messages.invalid } },
});
/** Sign-in answers a malformed number with the mobile rule's own message, a malformed e-mail with the e-mail rule's. */
const signIn: Record<string, Override> = {
  mobileNumber: { invalid: INDIAN_MOBILE.messages.invalid },
  emailId: { invalid: EMAIL_ADDRESS.messages.invalid },
};
const pinCode: Record<string, Override> = { pincode: { invalid: PIN_CODE.messages.invalid } };
const unsupportedLanguage: Override = { invalid: { enum: 'Unsupported language code: {value}' } };

export const DOCUMENTED_MESSAGES: Record<string, Record<string, Override>> = {
  searchJobs: latLng,
  generateOTP: signIn,
  validateOTP: signIn,
  fetchJobsByCoordinatesWithPagination: latLng,
  fetchJobsWithFilters: latLng,
  fetchJobFilterOptions: latLng,
  applyForJob: { ...indianMobile(), positionId: { missing: 'Position ID is required to apply for a job' } },
  markNotificationReadStatus: { notificationId: always('Invalid notificationId') },
  setNotificationEngagementFlag: { candidateId: always('candidateId is required') },
  fetchApplicationTimeline: { openingCandidateDetailId: { missing: 'openingCandidateDetailId is required' } },
  fetchMultiLingualText: {
    languageCode: unsupportedLanguage,
    keys: { missing: 'keys is required', invalid: { pattern: 'keys is required' } },
  },
  covertInputToMultiLingualText: { targetLanguageCode: unsupportedLanguage },
  verifyPan: {
    ...indianMobile(),
    panNumber: { missing: PAN_NUMBER.messages.required, invalid: PAN_NUMBER.messages.invalid },
  },
  transferToUpi: {
    mobileNumber: { ...mobile.mobileNumber, error: 'MOBILE_REQUIRED' },
    vpa: { invalid: 'Invalid UPI ID', error: 'INVALID_VPA' },
  },
  myEarnings: mobile,
  paymentRequest: mobile,
  fetchCandidateKYCDetails: mobile,
  fetchCandidateSkills: mobile,
  fetchCandidateInactiveSkills: mobile,
  saveCandidateSkills: indianMobile(),
  addUpdateCandidate: { ...indianMobile(), ...pinCode },
  saveDeviceToken: {
    ...indianMobile(),
    deviceToken: { missing: 'deviceToken is required', invalid: { pattern: 'deviceToken is required' } },
  },
  referCandidates: {
    ...indianMobile(),
    body: { invalid: { minItems: 'At least one candidate is required' } },
    // A referred person's number (field '<index>.mobileNumber'), named by the person's name.
    '*.mobileNumber': { invalid: { pattern: INVALID_MOBILE_FOR_TEXT }, fill: { name: 'candidateName' } },
  },
  updateKycStatus: indianMobile(),
  getAadhaarOTP: { aadhaarNumber: always(AADHAAR_NUMBER.messages.invalid) },
  getDetailsWithMob: { mobile: always('Invalid mobile number') },
  fetchClientInterviews: { isComplete: always('isComplete must be true or false') },
  saveCandidateDetails: {
    ...indianMobile(),
    fullName: { missing: 'Full name is required', invalid: { pattern: 'Full name is required' } },
  },
  getApplicationStatus: {
    candidateId: always('candidateId and jobId must be numbers'),
    jobId: always('candidateId and jobId must be numbers'),
  },
  verifyAadhaarCard: { ...indianMobile(), file: { missing: 'Aadhaar file is required' } },
  verifyCandidateAadhaarPdf: { ...indianMobile(), file: { missing: 'Aadhaar file is required' } },
  verifyCandidateAadhaarOtp: {
    ...indianMobile(),
    refId: { missing: 'Reference ID is required for Aadhaar verification' },
  },
  updateCandidateResume: {
    candidateId: { missing: 'Candidate ID is required' },
    resume: { missing: 'Resume file is required or invalid format' },
  },
  updateCandidateProfile: { ...mobile, ...pinCode, candidateId: always('Candidate ID is required') },
};

/** Every message an override can answer, as documented ('{value}' left in). */
export function overrideMessages(override: Override): string[] {
  const invalid = override.invalid;
  const listed = typeof invalid === 'string' ? [invalid] : Object.values(invalid ?? {});
  return [override.missing, ...listed].filter((m): m is string => m !== undefined);
}

function siblingValues(fill: Override['fill'], container: unknown): Record<string, string> {
  if (!fill || typeof container !== 'object' || container === null) return {};
  const record = container as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(fill).map(([name, field]) => [
      name,
      String(record[field] ?? '')
        .trim()
        .replace(/\s+/g, ' '),
    ]),
  );
}

/** The documented answer (message and error code) to a refused value, when the contract gives one. */
export function documentedAnswer(
  operationId: string,
  refusal: Pick<RequestRefusal, 'field' | 'missing' | 'keyword' | 'value' | 'container'>,
): { message: string; error?: string } | undefined {
  const fields = DOCUMENTED_MESSAGES[operationId];
  const override = fields?.[refusal.field] ?? fields?.[refusal.field.replace(/(^|\.)\d+(?=\.|$)/g, '$1*')];
  if (!override) return undefined;
  const invalid = override.invalid;
  const template = refusal.missing
    ? override.missing
    : typeof invalid === 'string'
      ? invalid
      : refusal.keyword === undefined
        ? undefined
        : invalid?.[refusal.keyword];
  if (template === undefined) return undefined;
  const message = fillMessage(
    template.replace('{value}', () => String(refusal.value ?? '')),
    siblingValues(override.fill, refusal.container),
  );
  return override.error === undefined ? { message } : { message, error: override.error };
}

/** The documented message alone (tests that know the field, whether it was missing, and the keyword). */
export function documentedMessage(
  operationId: string,
  field: string,
  missing: boolean,
  keyword?: string,
): string | undefined {
  return documentedAnswer(operationId, { field, missing, keyword })?.message;
}
