/** The keys of the messages the flows make in web/src/locales/<language>/location.json. */
export type LocationMessageKey =
  | 'location:notice.declinedNear'
  | 'location:notice.denied'
  | 'location:notice.noGpsNear'
  | 'location:notice.enable'
  | 'location:notice.beforeAsking'
  | 'location:geocode.failed';
