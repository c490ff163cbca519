import type en from './en.ts';

/** The language picker's names of the languages in Bengali. */
const bn: Record<keyof typeof en, string> = {
  'name.hi': 'হিন্দি',
  'name.bn': 'বাংলা',
  'name.ta': 'তামিল',
  'name.te': 'তেলুগু',
  'name.mr': 'মারাঠি',
  'name.gu': 'গুজরাটি',
  'name.kn': 'কন্নড়',
  'name.ml': 'মালয়ালম',
};

export default bn;
