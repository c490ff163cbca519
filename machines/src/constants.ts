// The product's numbers: radius steps, delays, limits. The input limits of the contract's rules are in
// input-limits.ts (apart, so that a screen reading a delay does not carry the contract's rule table).

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

// Not contract rules: the sign-in dialog takes any 10 to 15 digits; the UAE number is the home flow's.
export const SIGN_IN_MOBILE_MIN_DIGITS = 10;
export const SIGN_IN_MOBILE_MAX_DIGITS = 15;
export const UAE_MOBILE_DIGITS = 9;
