import type en from './en.ts';

/** The notification bell's and dropdown's texts in Kannada. */
const kn: Record<keyof typeof en, string> = {
  'bell.unread_one': 'ಅಧಿಸೂಚನೆಗಳು, {{n}} ಓದದಿರುವುದು',
  'bell.unread_other': 'ಅಧಿಸೂಚನೆಗಳು, {{n}} ಓದದಿರುವವು',
  loading: 'ಅಧಿಸೂಚನೆಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ',
  'empty.applied': 'ನಿಮ್ಮ ಅರ್ಜಿಗಳ ಬಗ್ಗೆ ಇನ್ನೂ ಯಾವುದೇ ಅಪ್‌ಡೇಟ್ ಇಲ್ಲ.',
  'empty.openings': 'ಸದ್ಯಕ್ಕೆ ಹೊಸ ಉದ್ಯೋಗದ ಅಲರ್ಟ್‌ಗಳಿಲ್ಲ.',
  'row.unread': 'ಓದಿಲ್ಲ',
  'row.untitled': 'ಅಧಿಸೂಚನೆ',
  'time.justNow': 'ಈಗಷ್ಟೇ',
  'time.minutes_one': '{{n}} ನಿಮಿಷದ ಹಿಂದೆ',
  'time.minutes_other': '{{n}} ನಿಮಿಷಗಳ ಹಿಂದೆ',
  'time.hours_one': '{{n}} ಗಂಟೆಯ ಹಿಂದೆ',
  'time.hours_other': '{{n}} ಗಂಟೆಗಳ ಹಿಂದೆ',
  'time.days_one': '{{n}} ದಿನದ ಹಿಂದೆ',
  'time.days_other': '{{n}} ದಿನಗಳ ಹಿಂದೆ',
  'time.weeks_one': '{{n}} ವಾರದ ಹಿಂದೆ',
  'time.weeks_other': '{{n}} ವಾರಗಳ ಹಿಂದೆ',
  'time.months_one': '{{n}} ತಿಂಗಳ ಹಿಂದೆ',
  'time.months_other': '{{n}} ತಿಂಗಳುಗಳ ಹಿಂದೆ',
  'time.years_one': '{{n}} ವರ್ಷದ ಹಿಂದೆ',
  'time.years_other': '{{n}} ವರ್ಷಗಳ ಹಿಂದೆ',
};

export default kn;
