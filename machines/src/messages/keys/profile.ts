/** The keys of the messages the flows make in web/src/locales/<language>/profile.json. */
export type ProfileMessageKey = never;
