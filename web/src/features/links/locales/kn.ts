import type en from './en.ts';

/** The shared-link screens' texts in Kannada. */
const kn: Record<keyof typeof en, string> = {
  'overlay.checking': 'ಯಾವ ಪರದೆಯನ್ನು ತೆರೆಯಬೇಕು ಎಂದು ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ...',
  loading: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ...',
  checkingUrl: 'ಲಿಂಕ್ ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ...',
  'notFound.title': 'ಪುಟ ಸಿಗಲಿಲ್ಲ',
  'notFound.message': 'ನೀವು ಹುಡುಕುತ್ತಿರುವ ಪುಟ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ ಅಥವಾ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ.',
  'notFound.home': 'ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ',
};

export default kn;
