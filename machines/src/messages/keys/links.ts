/** The keys of the messages the flows make in web/src/locales/<language>/links.json. */
export type LinksMessageKey = never;
