import type en from './en.ts';

const kn: Record<keyof typeof en, string> = {
  'dialog.close': 'ಮುಚ್ಚಿ',
  'dialog.scrollRegion': 'ಸ್ಕ್ರಾಲ್ ಮಾಡಬಹುದಾದ ವಿಷಯ',
  'chip.remove': '{{label}} ತೆಗೆದುಹಾಕಿ',
  'codeStep.otpLabel': 'ಒಟಿಪಿ',
  'codeStep.verifying': 'ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ...',
  'codeStep.verify': 'ಒಟಿಪಿ ಪರಿಶೀಲಿಸಿ',
  'toast.dismiss': 'ವಜಾಗೊಳಿಸಿ',
};

export default kn;
