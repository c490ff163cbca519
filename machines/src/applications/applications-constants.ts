/** My Applications: the list call's page and size, its language. */
export const APPLICATIONS_PAGE = 1;
export const APPLICATIONS_PAGE_SIZE = 50;
export const APPLICATIONS_LANGUAGE = 'en';
/** Recent Activity shows at most this many items. */
export const RECENT_ACTIVITY_LIMIT = 5;
/** A load (list or recent activity) is skipped if one ran this recently: the query cache's `staleTime` for both. */
export const APPLICATIONS_FETCH_THROTTLE_MS = 10_000;
/** The highlighted card glows this long. */
export const HIGHLIGHT_GLOW_MS = 3_000;
/** The highlight lookup waits this long after the list arrives. */
export const HIGHLIGHT_LOOKUP_DELAY_MS = 100;
