import type en from './en.ts';

const te: Record<keyof typeof en, string> = {
  'dialog.close': 'మూసివేయండి',
  'dialog.scrollRegion': 'స్క్రోల్ చేయగల కంటెంట్',
  'chip.remove': '{{label}} తీసివేయండి',
  'codeStep.otpLabel': 'ఓటీపీ',
  'codeStep.verifying': 'ధృవీకరిస్తోంది...',
  'codeStep.verify': 'ఓటీపీ ధృవీకరించండి',
  'toast.dismiss': 'తీసివేయండి',
};

export default te;
