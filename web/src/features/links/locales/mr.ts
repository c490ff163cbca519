import type en from './en.ts';

/** The shared-link screens' texts in Marathi. */
const mr: Record<keyof typeof en, string> = {
  'overlay.checking': 'कोणती स्क्रीन उघडायची ते तपासत आहोत...',
  loading: 'लोड होत आहे...',
  checkingUrl: 'लिंक तपासत आहोत...',
  'notFound.title': 'पेज सापडले नाही',
  'notFound.message': 'तुम्ही शोधत असलेले पेज अस्तित्वात नाही किंवा लिंकची मुदत संपली आहे.',
  'notFound.home': 'होमवर जा',
};

export default mr;
