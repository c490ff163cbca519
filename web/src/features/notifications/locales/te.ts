import type en from './en.ts';

/** The notification bell's and dropdown's texts in Telugu. */
const te: Record<keyof typeof en, string> = {
  'bell.unread_one': 'నోటిఫికేషన్లు, {{n}} చదవనిది',
  'bell.unread_other': 'నోటిఫికేషన్లు, {{n}} చదవనివి',
  loading: 'నోటిఫికేషన్లు లోడ్ అవుతున్నాయి',
  'empty.applied': 'మీ దరఖాస్తులపై ఇంకా అప్‌డేట్‌లు లేవు.',
  'empty.openings': 'ప్రస్తుతం కొత్త ఉద్యోగ అలర్ట్‌లు లేవు.',
  'row.unread': 'చదవలేదు',
  'row.untitled': 'నోటిఫికేషన్',
  'time.justNow': 'ఇప్పుడే',
  'time.minutes_one': '{{n}} నిమిషం క్రితం',
  'time.minutes_other': '{{n}} నిమిషాల క్రితం',
  'time.hours_one': '{{n}} గంట క్రితం',
  'time.hours_other': '{{n}} గంటల క్రితం',
  'time.days_one': '{{n}} రోజు క్రితం',
  'time.days_other': '{{n}} రోజుల క్రితం',
  'time.weeks_one': '{{n}} వారం క్రితం',
  'time.weeks_other': '{{n}} వారాల క్రితం',
  'time.months_one': '{{n}} నెల క్రితం',
  'time.months_other': '{{n}} నెలల క్రితం',
  'time.years_one': '{{n}} సంవత్సరం క్రితం',
  'time.years_other': '{{n}} సంవత్సరాల క్రితం',
};

export default te;
