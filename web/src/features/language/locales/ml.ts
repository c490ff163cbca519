import type en from './en.ts';

/** The language picker's names of the languages in Malayalam. */
const ml: Record<keyof typeof en, string> = {
  'name.hi': 'ഹിന്ദി',
  'name.bn': 'ബംഗാളി',
  'name.ta': 'തമിഴ്',
  'name.te': 'തെലുങ്ക്',
  'name.mr': 'മറാഠി',
  'name.gu': 'ഗുജറാത്തി',
  'name.kn': 'കന്നഡ',
  'name.ml': 'മലയാളം',
};

export default ml;
