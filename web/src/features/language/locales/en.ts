/** The language picker's texts in English: each language's name, shown beside its own. */
const en = {
  'name.hi': 'Hindi',
  'name.bn': 'Bengali',
  'name.ta': 'Tamil',
  'name.te': 'Telugu',
  'name.mr': 'Marathi',
  'name.gu': 'Gujarati',
  'name.kn': 'Kannada',
  'name.ml': 'Malayalam',
} as const;

export default en;
