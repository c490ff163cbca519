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
} as const;

export default en;
