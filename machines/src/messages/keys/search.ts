/** The keys of the messages the flows make in web/src/locales/<language>/search.json. */
export type SearchMessageKey = 'search:city.noPlaceCoordinates';
