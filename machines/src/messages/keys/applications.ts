/** The keys of the messages the flows make in web/src/locales/<language>/applications.json. */
export type ApplicationsMessageKey = never;
