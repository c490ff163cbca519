import type en from './en.ts';

/** The shared-link screens' texts in Telugu. */
const te: Record<keyof typeof en, string> = {
  'overlay.checking': 'ఏ స్క్రీన్ తెరవాలో చూస్తున్నాం...',
  loading: 'లోడ్ అవుతోంది...',
  checkingUrl: 'లింక్‌ను తనిఖీ చేస్తున్నాం...',
  'notFound.title': 'పేజీ కనిపించలేదు',
  'notFound.message': 'మీరు వెతుకుతున్న పేజీ లేదు లేదా లింక్ గడువు ముగిసింది.',
  'notFound.home': 'హోమ్‌కు వెళ్లండి',
};

export default te;
