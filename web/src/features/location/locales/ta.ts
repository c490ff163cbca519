import type en from './en.ts';

/** The location preference dialog's and the location notices' texts in Tamil. */
const ta: Record<keyof typeof en, string> = {
  title: 'இருப்பிட விருப்பம்',
  description: 'உங்களுக்கான வேலைகளை எங்கே தேடலாம்?',
  choices: 'இருப்பிட விருப்பம்',
  'base.title': 'அடிப்படை இருப்பிடம்',
  'base.loading': 'நீங்கள் சேமித்த இருப்பிடம் ஏற்றப்படுகிறது…',
  'base.saved': 'சேமித்தது: {{city}}',
  'base.none': 'உங்கள் சுயவிவரத்தில் இன்னும் அடிப்படை இருப்பிடம் சேமிக்கப்படவில்லை',
  'current.title': 'தற்போதைய இருப்பிடம்',
  'current.detail': 'நீங்கள் இப்போது இருக்கும் இடத்தைப் பயன்படுத்தவும்',
};

export default ta;
