import type en from './en.ts';

/** The location preference dialog's and the location notices' texts in Gujarati. */
const gu: Record<keyof typeof en, string> = {
  title: 'સ્થળની પસંદગી',
  description: 'તમારા માટે નોકરીઓ ક્યાં શોધીએ?',
  choices: 'સ્થળની પસંદગી',
  'base.title': 'મુખ્ય સ્થળ',
  'base.loading': 'તમારું સાચવેલું સ્થળ લોડ થઈ રહ્યું છે…',
  'base.saved': 'સાચવેલું: {{city}}',
  'base.none': 'તમારી પ્રોફાઇલમાં હજી કોઈ મુખ્ય સ્થળ સાચવેલું નથી',
  'current.title': 'હાલનું સ્થળ',
  'current.detail': 'તમે અત્યારે જ્યાં છો તે સ્થળનો ઉપયોગ કરો',
};

export default gu;
