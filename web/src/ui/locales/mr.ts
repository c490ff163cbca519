import type en from './en.ts';

const mr: Record<keyof typeof en, string> = {
  'dialog.close': 'बंद करा',
  'dialog.scrollRegion': 'स्क्रोल करता येणारा मजकूर',
  'chip.remove': '{{label}} काढा',
  'codeStep.otpLabel': 'ओटीपी',
  'codeStep.verifying': 'पडताळणी होत आहे...',
  'codeStep.verify': 'ओटीपी पडताळा',
  'toast.dismiss': 'काढून टाका',
};

export default mr;
