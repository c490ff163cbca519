import type en from './en.ts';

/** The notification bell's and dropdown's texts in Gujarati. */
const gu: Record<keyof typeof en, string> = {
  'bell.unread_one': 'સૂચનાઓ, {{n}} વાંચ્યા વગરની',
  'bell.unread_other': 'સૂચનાઓ, {{n}} વાંચ્યા વગરની',
  loading: 'સૂચનાઓ લોડ થઈ રહી છે',
  'empty.applied': 'તમારી અરજીઓ પર હજી કોઈ અપડેટ નથી.',
  'empty.openings': 'અત્યારે નવી નોકરીની કોઈ સૂચના નથી.',
  'row.unread': 'વાંચ્યા વગરની',
  'row.untitled': 'સૂચના',
  'time.justNow': 'હમણાં જ',
  'time.minutes_one': '{{n}} મિનિટ પહેલાં',
  'time.minutes_other': '{{n}} મિનિટ પહેલાં',
  'time.hours_one': '{{n}} કલાક પહેલાં',
  'time.hours_other': '{{n}} કલાક પહેલાં',
  'time.days_one': '{{n}} દિવસ પહેલાં',
  'time.days_other': '{{n}} દિવસ પહેલાં',
  'time.weeks_one': '{{n}} અઠવાડિયું પહેલાં',
  'time.weeks_other': '{{n}} અઠવાડિયા પહેલાં',
  'time.months_one': '{{n}} મહિનો પહેલાં',
  'time.months_other': '{{n}} મહિના પહેલાં',
  'time.years_one': '{{n}} વર્ષ પહેલાં',
  'time.years_other': '{{n}} વર્ષ પહેલાં',
};

export default gu;
