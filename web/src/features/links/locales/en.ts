/** The shared-link screens' texts in English (the spec's wording). */
const en = {
  'overlay.checking': 'Checking which screen to load...',
  loading: 'Loading...',
  checkingUrl: 'Checking URL...',
  'notFound.title': 'Page not found',
  'notFound.message': 'The page you are looking for does not exist or the link has expired.',
  'notFound.home': 'Go to Home',
} as const;

export default en;
