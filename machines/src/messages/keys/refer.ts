/** The keys of the messages the flows make in web/src/locales/<language>/refer.json. */
export type ReferMessageKey = never;
