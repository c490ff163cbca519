/**
 * Browser-storage keys that connect screens (notifications, shared links, the header, the job list). One place, so
 * the screen that writes and the screen that reads agree. (The events between screens: app-events.ts.) Whose each
 * key is (the candidate's, gone at sign-out; the client's; the device's): browser-key-owners.ts, which must name every key.
 */
export const LOCAL_KEYS = {
  unreadCount: 'unreadNotificationCount',
  language: 'selected_language_code',
  geocodeCache: 'geocodeCache',
  kycStatus: 'kycStatus',
  currentUser: 'currentUser',
  /** The keys of the applications whose details or timeline the candidate opened in My Applications, newest first (JSON). */
  recentlyViewedApplications: 'recentlyViewedApplications',
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
