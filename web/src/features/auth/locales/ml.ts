import type en from './en.ts';

const ml: Record<keyof typeof en, string> = {
  'mobile.intro': 'നിങ്ങളുടെ മൊബൈൽ നമ്പർ നൽകുക, ഞങ്ങൾ ഒറ്റത്തവണ പാസ്‌വേഡ് (ഒടിപി) അയയ്ക്കും.',
  'mobile.label': 'മൊബൈൽ നമ്പർ',
  'mobile.placeholder': '10 അക്ക മൊബൈൽ നമ്പർ',
  'mobile.send': 'ഒടിപി അയയ്ക്കുക',
  'mobile.sending': 'ഒടിപി അയയ്ക്കുന്നു...',
  'code.intro': '<strong>{{mobile}}</strong> എന്ന നമ്പറിലേക്ക് അയച്ച {{length}} അക്ക ഒടിപി നൽകുക',
  'code.resendIn_one': '{{count}} സെക്കൻഡിനുള്ളിൽ ഒടിപി വീണ്ടും അയയ്ക്കാം',
  'code.resendIn_other': '{{count}} സെക്കൻഡിനുള്ളിൽ ഒടിപി വീണ്ടും അയയ്ക്കാം',
  'code.resend': 'ഒടിപി വീണ്ടും അയയ്ക്കുക',
  'code.resending': 'ഒടിപി വീണ്ടും അയയ്ക്കുന്നു...',
  'code.changeMobile': 'മൊബൈൽ നമ്പർ മാറ്റുക',
};

export default ml;
