/** The keys of the messages the flows make in web/src/locales/<language>/apply.json. */
export type ApplyMessageKey = never;
