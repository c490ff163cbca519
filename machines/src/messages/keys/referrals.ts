/** The keys of the messages the flows make in web/src/locales/<language>/referrals.json. */
export type ReferralsMessageKey = never;
