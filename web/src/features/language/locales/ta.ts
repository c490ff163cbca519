import type en from './en.ts';

/** The language picker's names of the languages in Tamil. */
const ta: Record<keyof typeof en, string> = {
  'name.hi': 'இந்தி',
  'name.bn': 'வங்காளம்',
  'name.ta': 'தமிழ்',
  'name.te': 'தெலுங்கு',
  'name.mr': 'மராத்தி',
  'name.gu': 'குஜராத்தி',
  'name.kn': 'கன்னடம்',
  'name.ml': 'மலையாளம்',
};

export default ta;
