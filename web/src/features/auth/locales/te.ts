import type en from './en.ts';

const te: Record<keyof typeof en, string> = {
  'mobile.intro': 'మీ మొబైల్ నంబర్‌ను నమోదు చేయండి, మేము మీకు వన్-టైమ్ పాస్‌వర్డ్ (ఓటీపీ) పంపుతాము.',
  'mobile.label': 'మొబైల్ నంబర్',
  'mobile.placeholder': '10 అంకెల మొబైల్ నంబర్',
  'mobile.send': 'ఓటీపీ పంపండి',
  'mobile.sending': 'ఓటీపీ పంపుతోంది...',
  'code.intro': '<strong>{{mobile}}</strong> కు పంపిన {{length}} అంకెల ఓటీపీని నమోదు చేయండి',
  'code.resendIn_one': '{{count}} సెకనులో ఓటీపీని మళ్లీ పంపవచ్చు',
  'code.resendIn_other': '{{count}} సెకన్లలో ఓటీపీని మళ్లీ పంపవచ్చు',
  'code.resend': 'ఓటీపీని మళ్లీ పంపండి',
  'code.resending': 'ఓటీపీని మళ్లీ పంపుతోంది...',
  'code.changeMobile': 'మొబైల్ నంబర్ మార్చండి',
};

export default te;
