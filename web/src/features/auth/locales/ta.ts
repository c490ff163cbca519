import type en from './en.ts';

const ta: Record<keyof typeof en, string> = {
  'mobile.intro': 'உங்கள் மொபைல் எண்ணை உள்ளிடுங்கள்; ஒருமுறை கடவுச்சொல்லை (ஓடிபி) அனுப்புவோம்.',
  'mobile.label': 'மொபைல் எண்',
  'mobile.placeholder': '10 இலக்க மொபைல் எண்',
  'mobile.send': 'ஓடிபி அனுப்பு',
  'mobile.sending': 'ஓடிபி அனுப்பப்படுகிறது...',
  'code.intro': '<strong>{{mobile}}</strong> எண்ணுக்கு அனுப்பப்பட்ட {{length}} இலக்க ஓடிபியை உள்ளிடுங்கள்',
  'code.resendIn_one': '{{count}} வினாடியில் ஓடிபியை மீண்டும் அனுப்பலாம்',
  'code.resendIn_other': '{{count}} வினாடிகளில் ஓடிபியை மீண்டும் அனுப்பலாம்',
  'code.resend': 'ஓடிபியை மீண்டும் அனுப்பு',
  'code.resending': 'ஓடிபி மீண்டும் அனுப்பப்படுகிறது...',
  'code.changeMobile': 'மொபைல் எண்ணை மாற்று',
};

export default ta;
