import type en from './en.ts';

const gu: Record<keyof typeof en, string> = {
  'dialog.close': 'બંધ કરો',
  'dialog.scrollRegion': 'સ્ક્રોલ કરી શકાય તેવી સામગ્રી',
  'chip.remove': '{{label}} દૂર કરો',
  'codeStep.otpLabel': 'ઓટીપી',
  'codeStep.verifying': 'ચકાસણી થઈ રહી છે...',
  'codeStep.verify': 'ઓટીપી ચકાસો',
  'toast.dismiss': 'દૂર કરો',
};

export default gu;
