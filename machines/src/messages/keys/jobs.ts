/** The keys of the messages the flows make in web/src/locales/<language>/jobs.json. */
export type JobsMessageKey = never;
