import type en from './en.ts';

/** The language picker's names of the languages in Telugu. */
const te: Record<keyof typeof en, string> = {
  'name.hi': 'హిందీ',
  'name.bn': 'బెంగాలీ',
  'name.ta': 'తమిళం',
  'name.te': 'తెలుగు',
  'name.mr': 'మరాఠీ',
  'name.gu': 'గుజరాతీ',
  'name.kn': 'కన్నడ',
  'name.ml': 'మలయాళం',
};

export default te;
