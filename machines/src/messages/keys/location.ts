/** The keys of the messages the flows make in web/src/locales/<language>/location.json. */
export type LocationMessageKey = never;
