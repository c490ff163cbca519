/** The location preference dialog's and the location notices' texts in English (the spec's wording). */
const en = {
  title: 'Location Preference',
  description: 'Where should we look for jobs for you?',
  choices: 'Location preference',
  'base.title': 'Base Location',
  'base.loading': 'Loading your saved location…',
  'base.saved': 'Saved: {{city}}',
  'base.none': 'No base location saved in your profile yet',
  'current.title': 'Current Location',
  'current.detail': 'Use where you are right now',
  'notice.declinedNear': 'Location permission declined. Showing jobs near {{city}}.',
  'notice.denied': 'Location access denied. Showing jobs in your area.',
  'notice.noGpsNear': "We couldn't access precise GPS data. Currently showing jobs near {{city}}.",
  'notice.enable': 'Please enable location access in your browser to see jobs near you. Currently showing jobs in your area.',
} as const;

export default en;
