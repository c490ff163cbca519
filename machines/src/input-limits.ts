// Input limits from the contract's rules (openapi/src/components/rules.yaml, generated into openapi/rules.ts).
import {
  AADHAAR_NUMBER,
  EXPECTED_SALARY,
  INDIAN_MOBILE,
  OTP_CODE,
  PAN_NUMBER,
  PERSON_NAME,
  PIN_CODE,
  RESUME_FILE,
} from '#contract/rules.ts';

export const RESUME_MAX_BYTES = RESUME_FILE.maxBytes;
export const OTP_LENGTH = OTP_CODE.maxLength;
export const INDIAN_MOBILE_DIGITS = INDIAN_MOBILE.maxLength;
export const NAME_MIN_LENGTH = PERSON_NAME.minLength;
export const NAME_MAX_LENGTH = PERSON_NAME.maxLength;
export const PIN_CODE_DIGITS = PIN_CODE.maxLength;
export const EXPECTED_SALARY_MAX_DIGITS = EXPECTED_SALARY.maxLength;
export const PAN_LENGTH = PAN_NUMBER.maxLength;
export const AADHAAR_DIGITS = AADHAAR_NUMBER.maxLength;
