import type en from './en.ts';

/** The location preference dialog's and the location notices' texts in Kannada. */
const kn: Record<keyof typeof en, string> = {
  title: 'ಸ್ಥಳದ ಆದ್ಯತೆ',
  description: 'ನಿಮಗಾಗಿ ಉದ್ಯೋಗಗಳನ್ನು ಎಲ್ಲಿ ಹುಡುಕಬೇಕು?',
  choices: 'ಸ್ಥಳದ ಆದ್ಯತೆ',
  'base.title': 'ಮೂಲ ಸ್ಥಳ',
  'base.loading': 'ನೀವು ಉಳಿಸಿದ ಸ್ಥಳ ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
  'base.saved': 'ಉಳಿಸಲಾಗಿದೆ: {{city}}',
  'base.none': 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ಇನ್ನೂ ಮೂಲ ಸ್ಥಳ ಉಳಿಸಿಲ್ಲ',
  'current.title': 'ಪ್ರಸ್ತುತ ಸ್ಥಳ',
  'current.detail': 'ನೀವು ಈಗ ಇರುವ ಸ್ಥಳವನ್ನು ಬಳಸಿ',
};

export default kn;
