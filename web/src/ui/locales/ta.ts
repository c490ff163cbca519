import type en from './en.ts';

const ta: Record<keyof typeof en, string> = {
  'dialog.close': 'மூடு',
  'dialog.scrollRegion': 'உருட்டக்கூடிய உள்ளடக்கம்',
  'chip.remove': '{{label}} ஐ நீக்கு',
  'codeStep.otpLabel': 'ஓடிபி',
  'codeStep.verifying': 'சரிபார்க்கிறது...',
  'codeStep.verify': 'ஓடிபி-ஐச் சரிபார்',
  'toast.dismiss': 'அகற்று',
};

export default ta;
