import type en from './en.ts';

/** The language picker's names of the languages in Hindi. */
const hi: Record<keyof typeof en, string> = {
  'name.hi': 'हिन्दी',
  'name.bn': 'बांग्ला',
  'name.ta': 'तमिल',
  'name.te': 'तेलुगु',
  'name.mr': 'मराठी',
  'name.gu': 'गुजराती',
  'name.kn': 'कन्नड़',
  'name.ml': 'मलयालम',
};

export default hi;
