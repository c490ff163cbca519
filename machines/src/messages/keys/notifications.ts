/** The keys of the messages the flows make in web/src/locales/<language>/notifications.json. */
export type NotificationsMessageKey = 'notifications:error.loadFailed' | 'notifications:error.candidateNotFound';
