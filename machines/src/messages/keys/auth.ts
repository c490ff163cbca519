/** The keys of the messages the flows make in web/src/locales/<language>/auth.json. */
export type AuthMessageKey = never;
