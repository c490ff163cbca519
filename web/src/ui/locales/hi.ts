import type en from './en.ts';

const hi: Record<keyof typeof en, string> = {
  'dialog.close': 'बंद करें',
  'dialog.scrollRegion': 'स्क्रॉल करने योग्य सामग्री',
  'chip.remove': '{{label}} हटाएँ',
  'codeStep.otpLabel': 'ओटीपी',
  'codeStep.verifying': 'सत्यापित हो रहा है...',
  'codeStep.verify': 'ओटीपी सत्यापित करें',
  'toast.dismiss': 'हटाएँ',
};

export default hi;
