import type en from './en.ts';

/** The language picker's names of the languages in Gujarati. */
const gu: Record<keyof typeof en, string> = {
  'name.hi': 'હિન્દી',
  'name.bn': 'બંગાળી',
  'name.ta': 'તમિલ',
  'name.te': 'તેલુગુ',
  'name.mr': 'મરાઠી',
  'name.gu': 'ગુજરાતી',
  'name.kn': 'કન્નડ',
  'name.ml': 'મલયાલમ',
};

export default gu;
