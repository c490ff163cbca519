import type en from './en.ts';

/** The search banner's texts in Kannada. */
const kn: Record<keyof typeof en, string> = {
  title: 'ನಿಮಗೆ ಸೂಕ್ತವಾದ ಉದ್ಯೋಗ ಹುಡುಕಿ',
  subtitle: 'ಹತ್ತಿರದ ಉದ್ಯೋಗಗಳನ್ನು ಹುಡುಕಿ, ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ, ನೀವು ರೆಫರ್ ಮಾಡಿದ ಪ್ರತಿಯೊಬ್ಬ ಸ್ನೇಹಿತರಿಗೆ ಕೆಲಸ ಸಿಕ್ಕಾಗ {{amount}} ಗಳಿಸಿ.',
  form: 'ಉದ್ಯೋಗ ಹುಡುಕಾಟ',
  filters: 'ಹುಡುಕಾಟದ ಫಿಲ್ಟರ್‌ಗಳು',
  'city.label': 'ನಗರ',
  'city.placeholder': 'ನಗರವನ್ನು ಹುಡುಕಿ',
  'city.tooShort': 'ಕನಿಷ್ಠ {{min}} ಅಕ್ಷರಗಳನ್ನು ಟೈಪ್ ಮಾಡಿ…',
  'city.looking': 'ನಗರಗಳನ್ನು ಹುಡುಕಲಾಗುತ್ತಿದೆ…',
  'city.none': 'ಯಾವುದೇ ಫಲಿತಾಂಶಗಳಿಲ್ಲ',
  'city.tooMany': 'ಮೊದಲ {{max}} ಫಲಿತಾಂಶಗಳನ್ನು ತೋರಿಸಲಾಗುತ್ತಿದೆ… ಹುಡುಕಾಟವನ್ನು ಇನ್ನಷ್ಟು ನಿಖರಗೊಳಿಸಿ',
  'city.noCoordinates': 'ನಗರದ ಸ್ಥಳವನ್ನು ಪಡೆಯಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಬೇರೆ ಸಲಹೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  'city.failed': 'ನಗರವನ್ನು ಸೇರಿಸಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'city.chooseFromList': 'ಸ್ಥಳವನ್ನು ಪಡೆಯಲು ದಯವಿಟ್ಟು ಸಲಹೆಗಳಿಂದ ಒಂದು ನಗರವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  'designation.label': 'ಉದ್ಯೋಗದ ಹೆಸರು ಅಥವಾ ಹುದ್ದೆ',
  'designation.placeholder': 'ಉದಾ. ಡೆಲಿವರಿ ಎಕ್ಸಿಕ್ಯೂಟಿವ್',
  'designation.none': 'ಹೊಂದುವ ಹುದ್ದೆಗಳಿಲ್ಲ',
  'skills.label': 'ಕೌಶಲ್ಯಗಳು',
  'skills.placeholder': 'ಉದಾ. ಹಿಂದಿ, ಡ್ರೈವಿಂಗ್',
  'skills.none': 'ಹೊಂದುವ ಕೌಶಲ್ಯಗಳಿಲ್ಲ',
  'action.addingCity': 'ನಗರವನ್ನು ಸೇರಿಸಲಾಗುತ್ತಿದೆ…',
  'action.searching': 'ಹುಡುಕಲಾಗುತ್ತಿದೆ…',
  'action.search': 'ಉದ್ಯೋಗಗಳನ್ನು ಹುಡುಕಿ',
  'action.reset': 'ಮರುಹೊಂದಿಸಿ',
  'action.filters': 'ಫಿಲ್ಟರ್‌ಗಳು',
  noCriteria: 'ಉದ್ಯೋಗಗಳನ್ನು ಹುಡುಕಲು ಕನಿಷ್ಠ ಒಂದು ವಿವರವನ್ನು ನಮೂದಿಸಿ (ಉದ್ಯೋಗದ ಹೆಸರು, ಸ್ಥಳ ಅಥವಾ ಕೌಶಲ್ಯಗಳು).',
};

export default kn;
