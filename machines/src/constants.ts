// The product's numbers: radius steps, delays, limits. Input limits come from the contract's rules
// (openapi/src/components/rules.yaml, generated into openapi/rules.ts).
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

export const RADIUS_STEPS_KM = [50, 100, 150, 200, 250] as const;
export const START_RADIUS_KM = 50;
export const MAX_RADIUS_KM = 250;
/** Around a signed-in candidate's saved base location (the Location Preference dialog's Base Location) the list starts here. */
export const SAVED_LOCATION_RADIUS_KM = 25;
export const JOB_API_PAGE_SIZE = 1000;
export const JOB_BATCH_SIZE = 10;
export const AUTO_EXPAND_THRESHOLD = 10;
export const LOAD_MORE_DELAY_MS = 300;

export const RESEND_COUNTDOWN_S = 10;
export const COUNTDOWN_TICK_MS = 1000;
export const SIGN_IN_SUCCESS_CLOSE_MS = 2000;
/** The caller navigates to / this long after the sign-in dialog reports success. */
export const SIGN_IN_REDIRECT_MS = 1500;

export const FEEDBACK_MESSAGE_MS = 3000;
export const FEEDBACK_CLOSE_MS = 1500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const LINK_SAFETY_TIMEOUT_MS = 8000;
export const LINK_JOB_EVENT_DELAY_MS = 150;
export const NOT_FOUND_JOB_EVENT_DELAY_MS = 100;

export const RESUME_MAX_BYTES = RESUME_FILE.maxBytes;
export const OTP_LENGTH = OTP_CODE.maxLength;
export const INDIAN_MOBILE_DIGITS = INDIAN_MOBILE.maxLength;
export const NAME_MIN_LENGTH = PERSON_NAME.minLength;
export const NAME_MAX_LENGTH = PERSON_NAME.maxLength;
export const PIN_CODE_DIGITS = PIN_CODE.maxLength;
export const EXPECTED_SALARY_MAX_DIGITS = EXPECTED_SALARY.maxLength;
export const PAN_LENGTH = PAN_NUMBER.maxLength;
export const AADHAAR_DIGITS = AADHAAR_NUMBER.maxLength;

// Not contract rules: the sign-in dialog takes any 10 to 15 digits; the UAE number is the home flow's.
export const SIGN_IN_MOBILE_MIN_DIGITS = 10;
export const SIGN_IN_MOBILE_MAX_DIGITS = 15;
export const UAE_MOBILE_DIGITS = 9;
