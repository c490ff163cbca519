import type en from './en.ts';

const mr: Record<keyof typeof en, string> = {
  'mobile.intro': 'तुमचा मोबाइल नंबर टाका, आम्ही तुम्हाला वन-टाइम पासवर्ड (ओटीपी) पाठवू.',
  'mobile.label': 'मोबाइल नंबर',
  'mobile.placeholder': '10 अंकी मोबाइल नंबर',
  'mobile.send': 'ओटीपी पाठवा',
  'mobile.sending': 'ओटीपी पाठवत आहोत...',
  'code.intro': '<strong>{{mobile}}</strong> वर पाठवलेला {{length}} अंकी ओटीपी टाका',
  'code.resendIn_one': '{{count}} सेकंदात ओटीपी पुन्हा पाठवा',
  'code.resendIn_other': '{{count}} सेकंदांत ओटीपी पुन्हा पाठवा',
  'code.resend': 'ओटीपी पुन्हा पाठवा',
  'code.resending': 'ओटीपी पुन्हा पाठवत आहोत...',
  'code.changeMobile': 'मोबाइल नंबर बदला',
};

export default mr;
