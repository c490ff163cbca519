import type en from './en.ts';

const ml: Record<keyof typeof en, string> = {
  'dialog.close': 'അടയ്ക്കുക',
  'dialog.scrollRegion': 'സ്ക്രോൾ ചെയ്യാവുന്ന ഉള്ളടക്കം',
  'chip.remove': '{{label}} നീക്കം ചെയ്യുക',
  'codeStep.otpLabel': 'ഒടിപി',
  'codeStep.verifying': 'പരിശോധിക്കുന്നു...',
  'codeStep.verify': 'ഒടിപി പരിശോധിക്കുക',
  'toast.dismiss': 'ഒഴിവാക്കുക',
};

export default ml;
