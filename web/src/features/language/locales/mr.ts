import type en from './en.ts';

/** The language picker's names of the languages in Marathi. */
const mr: Record<keyof typeof en, string> = {
  'name.hi': 'हिंदी',
  'name.bn': 'बंगाली',
  'name.ta': 'तमिळ',
  'name.te': 'तेलुगू',
  'name.mr': 'मराठी',
  'name.gu': 'गुजराती',
  'name.kn': 'कन्नड',
  'name.ml': 'मल्याळम',
};

export default mr;
