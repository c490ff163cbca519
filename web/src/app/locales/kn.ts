import type en from './en.ts';

const kn: Record<keyof typeof en, string> = {
  'document.title': 'Talent Jobs – ನಿಮಗೆ ಸೂಕ್ತವಾದ ಉದ್ಯೋಗವನ್ನು ಹುಡುಕಿ',
  'header.homeLink': 'Talent Jobs, ಮುಖಪುಟ',
  'header.mainNav': 'ಮುಖ್ಯ ನ್ಯಾವಿಗೇಶನ್',
  'header.mobileNav': 'ಮುಖ್ಯ ಮೆನು',
  'profileMenu.label': '{{name}} ಅವರ ಖಾತೆ ಮೆನು',
  'profileMenu.defaultName': 'ಅಭ್ಯರ್ಥಿ',
  'layout.skipToContent': 'ವಿಷಯಕ್ಕೆ ತೆರಳಿ',
  'layout.loading': 'ಲೋಡ್ ಆಗುತ್ತಿದೆ...',
  'footer.tagline': 'ಭಾರತದಾದ್ಯಂತ ನಿಮ್ಮ ಹತ್ತಿರದ ಉದ್ಯೋಗಗಳನ್ನು ಹುಡುಕಿ, ನೀವು ರೆಫರ್ ಮಾಡಿದ ಪ್ರತಿಯೊಬ್ಬ ಸ್ನೇಹಿತರು ಸೇರಿದಾಗ {{amount}} ಗಳಿಸಿ.',
  'footer.label': 'ಅಡಿಟಿಪ್ಪಣಿ',
  'footer.getItOn': 'ಇಲ್ಲಿ ಪಡೆಯಿರಿ',
  'footer.downloadOnThe': 'ಇಲ್ಲಿಂದ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
  'chunkError.title': 'ಈ ಪುಟವನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ',
  'chunkError.message': 'ಆ್ಯಪ್‌ನ ಒಂದು ಭಾಗ ಡೌನ್‌ಲೋಡ್ ಆಗಲಿಲ್ಲ. ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತು ಪುಟವನ್ನು ಮರುಲೋಡ್ ಮಾಡಿ.',
  'error.title': 'ಆ್ಯಪ್‌ನಲ್ಲಿ ಅನಿರೀಕ್ಷಿತ ದೋಷ!',
  'error.fallback': 'ಈ ಪುಟವನ್ನು ತೋರಿಸುವಾಗ ಏನೋ ತಪ್ಪಾಗಿದೆ.',
  'error.reload': 'ಮರುಲೋಡ್ ಮಾಡಿ',
  'error.goHome': 'ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ',
  'account.signInTitle': '{{title}} ನೋಡಲು ಸೈನ್ ಇನ್ ಮಾಡಿ',
  'account.signInMessage': 'ಮುಂದುವರಿಯಲು ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಮತ್ತು ಒಟಿಪಿ ಬಳಸಿ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  'account.applicationsSubtitle': 'ನಿಮ್ಮ ಎಲ್ಲಾ ಉದ್ಯೋಗ ಅರ್ಜಿಗಳನ್ನು ಒಂದೇ ಕಡೆ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ ಮತ್ತು ನಿರ್ವಹಿಸಿ',
  'account.referralsSubtitle': 'ಅಭ್ಯರ್ಥಿಗಳನ್ನು ರೆಫರ್ ಮಾಡಿ ಮತ್ತು ಯಶಸ್ವಿ ನೇಮಕಾತಿಗಳಿಗೆ ಬಹುಮಾನ ಗಳಿಸಿ',
  'account.earningsSubtitle': 'ನಿಮ್ಮ ರೆಫರಲ್ ಗಳಿಕೆಯನ್ನು ಟ್ರ್ಯಾಕ್ ಮಾಡಿ ಮತ್ತು ಹಣ ಹಿಂಪಡೆಯುವಿಕೆಯನ್ನು ನಿರ್ವಹಿಸಿ',
  'account.profileSubtitle': 'ನಿಮ್ಮ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ ಮತ್ತು ವೃತ್ತಿ ವಿವರಗಳನ್ನು ನಿರ್ವಹಿಸಿ',
  'home.referAside': 'ರೆಫರ್ ಮಾಡಿ ಮತ್ತು ಗಳಿಸಿ',
  'projects.emptyTitle': 'ಇನ್ನೂ ಯಾವುದೇ ಪ್ರಾಜೆಕ್ಟ್‌ಗಳಿಲ್ಲ',
  'projects.emptyMessage': 'ನಿಮ್ಮ ಪ್ರಾಜೆಕ್ಟ್‌ಗಳನ್ನು ಸೇರಿಸಿದ ನಂತರ ಇಲ್ಲಿ ಕಾಣಿಸುತ್ತವೆ.',
  'underConstruction.title': 'ಈ ಪುಟ ನಿರ್ಮಾಣ ಹಂತದಲ್ಲಿದೆ. ದಯವಿಟ್ಟು ನಂತರ ಮತ್ತೆ ನೋಡಿ!',
};

export default kn;
