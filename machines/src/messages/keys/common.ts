/** The keys of the messages the flows make in web/src/locales/<language>/common.json. */
export type CommonMessageKey = never;
