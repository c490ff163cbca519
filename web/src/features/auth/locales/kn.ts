import type en from './en.ts';

const kn: Record<keyof typeof en, string> = {
  'mobile.intro': 'ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ, ನಾವು ನಿಮಗೆ ಒಂದು ಬಾರಿಯ ಪಾಸ್‌ವರ್ಡ್ (ಒಟಿಪಿ) ಕಳುಹಿಸುತ್ತೇವೆ.',
  'mobile.label': 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  'mobile.placeholder': '10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  'mobile.send': 'ಒಟಿಪಿ ಕಳುಹಿಸಿ',
  'mobile.sending': 'ಒಟಿಪಿ ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ...',
  'code.intro': '<strong>{{mobile}}</strong> ಗೆ ಕಳುಹಿಸಲಾದ {{length}} ಅಂಕಿಯ ಒಟಿಪಿಯನ್ನು ನಮೂದಿಸಿ',
  'code.resendIn_one': '{{count}} ಸೆಕೆಂಡಿನಲ್ಲಿ ಒಟಿಪಿ ಮರುಕಳುಹಿಸಬಹುದು',
  'code.resendIn_other': '{{count}} ಸೆಕೆಂಡುಗಳಲ್ಲಿ ಒಟಿಪಿ ಮರುಕಳುಹಿಸಬಹುದು',
  'code.resend': 'ಒಟಿಪಿ ಮರುಕಳುಹಿಸಿ',
  'code.resending': 'ಒಟಿಪಿ ಮರುಕಳುಹಿಸಲಾಗುತ್ತಿದೆ...',
  'code.changeMobile': 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಬದಲಾಯಿಸಿ',
};

export default kn;
