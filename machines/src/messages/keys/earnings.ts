/** The keys of the messages the flows make in web/src/locales/<language>/earnings.json. */
export type EarningsMessageKey = never;
