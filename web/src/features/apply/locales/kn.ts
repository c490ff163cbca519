import type en from './en.ts';

const kn: Record<keyof typeof en, string> = {
  title: 'ಉದ್ಯೋಗಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ',
  cancel: 'ರದ್ದುಮಾಡಿ',
  submit: 'ಅರ್ಜಿ ಸಲ್ಲಿಸಿ',
  submitting: 'ಸಲ್ಲಿಸಲಾಗುತ್ತಿದೆ…',
  loadingProfile: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಲೋಡ್ ಆಗುತ್ತಿದೆ',
  fullName: 'ಪೂರ್ಣ ಹೆಸರು',
  mobile: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  mobileHint: 'ನಿಮ್ಮ ನೋಂದಾಯಿತ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  email: 'ಇಮೇಲ್ (ಐಚ್ಛಿಕ)',
  'resume.title': 'ರೆಸ್ಯೂಮ್',
  'resume.current': 'ಪ್ರಸ್ತುತ ರೆಸ್ಯೂಮ್',
  'resume.view': 'ನೋಡಿ',
  'resume.download': 'ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
  'resume.none': 'ಇನ್ನೂ ಯಾವುದೇ ರೆಸ್ಯೂಮ್ ಇಲ್ಲ. ಎದ್ದು ಕಾಣಲು ಒಂದನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.',
  'resume.uploadNew': 'ಹೊಸ ರೆಸ್ಯೂಮ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
  'resume.upload': 'ರೆಸ್ಯೂಮ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
  'resume.hint': 'PDF, DOC ಅಥವಾ DOCX, {{size}}MB ಗಿಂತ ಕಡಿಮೆ',
  'resume.progress': 'ರೆಸ್ಯೂಮ್ ಅಪ್‌ಲೋಡ್',
  'resume.uploading': 'ಅಪ್‌ಲೋಡ್ ಆಗುತ್ತಿದೆ… {{percent}}%',
  'resume.viewFailed': 'ನೋಡಲಾಗಲಿಲ್ಲ: {{status}} {{detail}}',
};

export default kn;
