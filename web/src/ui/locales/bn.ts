import type en from './en.ts';

const bn: Record<keyof typeof en, string> = {
  'dialog.close': 'বন্ধ করুন',
  'dialog.scrollRegion': 'স্ক্রল করা যায় এমন বিষয়বস্তু',
  'chip.remove': '{{label}} সরান',
  'codeStep.otpLabel': 'ওটিপি',
  'codeStep.verifying': 'যাচাই করা হচ্ছে...',
  'codeStep.verify': 'ওটিপি যাচাই করুন',
  'toast.dismiss': 'সরিয়ে দিন',
};

export default bn;
