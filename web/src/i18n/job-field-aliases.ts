/**
 * Other spellings of the catalogued names seen in job data and typed into the search fields, each to the English name
 * that keys the catalogues (web/src/locales/<language>/cityNames.json and jobTerms.json): read by the job cards
 * (job-field-text.ts, on every screen showing a job) and the search suggestions (features/search/).
 */
/** Older or other spellings that name the same city. */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  delhi: 'New Delhi',
  gurgaon: 'Gurugram',
  bangalore: 'Bengaluru',
  bombay: 'Mumbai',
  madras: 'Chennai',
  calcutta: 'Kolkata',
  mysore: 'Mysuru',
  mangalore: 'Mangaluru',
  hubli: 'Hubballi',
  tumkur: 'Tumakuru',
  shimoga: 'Shivamogga',
  trivandrum: 'Thiruvananthapuram',
  cochin: 'Kochi',
  pondicherry: 'Puducherry',
  vizag: 'Visakhapatnam',
  baroda: 'Vadodara',
  poona: 'Pune',
  benares: 'Varanasi',
};

/** Other spellings of the same terms seen in job data. */
export const JOB_TERM_ALIASES: Readonly<Record<string, string>> = {
  'full-time': 'Full time',
  fulltime: 'Full time',
  'part-time': 'Part time',
  parttime: 'Part time',
  onsite: 'On-site',
  'on site': 'On-site',
  'work from office': 'On-site',
  'work from home': 'Remote',
  freshers: 'Fresher',
  'immediate joiner': 'Immediate joining',
};
