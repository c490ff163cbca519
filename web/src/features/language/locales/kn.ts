import type en from './en.ts';

/** The language picker's names of the languages in Kannada. */
const kn: Record<keyof typeof en, string> = {
  'name.hi': 'ಹಿಂದಿ',
  'name.bn': 'ಬಂಗಾಳಿ',
  'name.ta': 'ತಮಿಳು',
  'name.te': 'ತೆಲುಗು',
  'name.mr': 'ಮರಾಠಿ',
  'name.gu': 'ಗುಜರಾತಿ',
  'name.kn': 'ಕನ್ನಡ',
  'name.ml': 'ಮಲಯಾಳಂ',
};

export default kn;
