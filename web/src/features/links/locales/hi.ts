import type en from './en.ts';

/** The shared-link screens' texts in Hindi. */
const hi: Record<keyof typeof en, string> = {
  'overlay.checking': 'कौन-सी स्क्रीन खोलनी है, यह देखा जा रहा है...',
  loading: 'लोड हो रहा है...',
  checkingUrl: 'लिंक जाँचा जा रहा है...',
  'notFound.title': 'पेज नहीं मिला',
  'notFound.message': 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या लिंक की समय-सीमा खत्म हो गई है।',
  'notFound.home': 'होम पर जाएँ',
};

export default hi;
