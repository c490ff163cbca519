import type en from './en.ts';

const kn: Record<keyof typeof en, string> = {
  'modal.title': 'ರೆಫರ್ ಮಾಡಿ, ಗಳಿಸಿ',
  'modal.forJob': '{{jobTitle}} ಹುದ್ದೆಗೆ ಯಾರನ್ನಾದರೂ ರೆಫರ್ ಮಾಡಿ',
  'modal.direct': 'ಸ್ನೇಹಿತರನ್ನು ಅವರ ಹತ್ತಿರದ ಉದ್ಯೋಗಗಳಿಗೆ ರೆಫರ್ ಮಾಡಿ',
  'modal.cancel': 'ರದ್ದುಮಾಡಿ',
  'modal.submit': 'ರೆಫರಲ್ ಸಲ್ಲಿಸಿ',
  'modal.submitting': 'ಸಲ್ಲಿಸಲಾಗುತ್ತಿದೆ…',
  'modal.reward': 'ಸೇರಿ ಒಂದು ತಿಂಗಳು ಪೂರೈಸುವ ಪ್ರತಿಯೊಂದು ರೆಫರಲ್‌ಗೆ {{amount}} ಗಳಿಸಿ.',
  'modal.candidate': 'ಅಭ್ಯರ್ಥಿ {{number}}',
  'modal.remove': 'ತೆಗೆದುಹಾಕಿ',
  'modal.removeCandidate': 'ಅಭ್ಯರ್ಥಿ {{number}} ಅನ್ನು ತೆಗೆದುಹಾಕಿ',
  'modal.addAnother': '+ ಇನ್ನೊಬ್ಬ ಅಭ್ಯರ್ಥಿಯನ್ನು ಸೇರಿಸಿ',
  'modal.invalidMobileFor': '{{name}} ಅವರ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಅಮಾನ್ಯವಾಗಿದೆ. 6-9 ರಿಂದ ಆರಂಭವಾಗುವ ಸರಿಯಾದ 10 ಅಂಕಿಯ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ.',
  candidateName: 'ಅಭ್ಯರ್ಥಿಯ ಹೆಸರು',
  mobile: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  'card.title': 'ಅಭ್ಯರ್ಥಿಯನ್ನು ರೆಫರ್ ಮಾಡಿ',
  'card.text': 'ಕೆಲಸ ಹುಡುಕುತ್ತಿರುವವರು ಯಾರಾದರೂ ಗೊತ್ತೇ? ಅವರನ್ನು ರೆಫರ್ ಮಾಡಿ, ಅವರು ಸೇರಿ ಒಂದು ತಿಂಗಳು ಪೂರೈಸಿದಾಗ {{amount}} ಗಳಿಸಿ.',
  'card.refer': 'ಈಗ ರೆಫರ್ ಮಾಡಿ',
  'card.referring': 'ರೆಫರ್ ಮಾಡಲಾಗುತ್ತಿದೆ…',
  'card.failed': 'ಅಭ್ಯರ್ಥಿಯನ್ನು ಸೇರಿಸಲಾಗಲಿಲ್ಲ: {{message}}',
};

export default kn;
