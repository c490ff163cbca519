import type en from './en.ts';

const hi: Record<keyof typeof en, string> = {
  'mobile.intro': 'अपना मोबाइल नंबर डालें, हम आपको एक वन-टाइम पासवर्ड (ओटीपी) भेजेंगे।',
  'mobile.label': 'मोबाइल नंबर',
  'mobile.placeholder': '10 अंकों का मोबाइल नंबर',
  'mobile.send': 'ओटीपी भेजें',
  'mobile.sending': 'ओटीपी भेजा जा रहा है...',
  'code.intro': '<strong>{{mobile}}</strong> पर भेजा गया {{length}} अंकों का ओटीपी डालें',
  'code.resendIn_one': '{{count}} सेकंड में ओटीपी दोबारा भेजें',
  'code.resendIn_other': '{{count}} सेकंड में ओटीपी दोबारा भेजें',
  'code.resend': 'ओटीपी दोबारा भेजें',
  'code.resending': 'ओटीपी दोबारा भेजा जा रहा है...',
  'code.changeMobile': 'मोबाइल नंबर बदलें',
};

export default hi;
