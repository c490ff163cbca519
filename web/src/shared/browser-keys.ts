/**
 * Window events and browser-storage keys that connect screens (notifications, shared links, the header,
 * the job list). One place, so the screen that sends and the screen that listens agree.
 */
export const WINDOW_EVENTS = {
  /** detail: a job payload; the home screen opens its details modal. */
  openJobDetails: 'openJobDetails',
  /** detail: { count: number }; sets the notification badge. */
  unreadCount: 'notificationCountUpdated',
  /** detail: { fullName: string }; refreshes the displayed name and initials. */
  profileUpdated: 'userProfileUpdated',
  /** detail: { emailId?, mobileNumber?, mode? }; opens the client e-mail sign-in. */
  openInterviewSignIn: 'openInterviewSignIn',
  /** Fired after a client e-mail sign-in succeeds. */
  interviewAuthSuccess: 'interviewAuthSuccess',
} as const;

export const LOCAL_KEYS = {
  unreadCount: 'unreadNotificationCount',
  language: 'selected_language_code',
  geocodeCache: 'geocodeCache',
  kycStatus: 'kycStatus',
  currentUser: 'currentUser',
} as const;

export const SESSION_STORAGE_KEYS = {
  locationPreference: 'locationPreference',
  locationDialogShown: 'locationPreferenceShown',
  jobsCache: 'jobsCache',
  /** When the kept jobs were fetched (ms since the epoch), for the 10 s jobs cache guard. */
  jobsFetchedAt: 'jobsCacheFetchTime',
  unreadFetchedAt: 'unreadCountFetchedAt',
  pendingHighlight: 'pendingHighlight',
  pendingJobDetails: 'pendingJobDetails',
  kycPromptDismissed: 'kycPromptDismissed',
  interviewAuthenticated: 'isInterviewAuthenticated',
  applicationsLoadedAt: 'applicationsLastFetchTime',
  recentActivityLoadedAt: 'recentActivityLastFetchTime',
} as const;
