import type en from './en.ts';

const ta: Record<keyof typeof en, string> = {
  'document.title': 'Talent Jobs – உங்களுக்கு ஏற்ற வேலையைக் கண்டறியுங்கள்',
  'header.homeLink': 'Talent Jobs, முகப்பு',
  'header.mainNav': 'முதன்மை வழிசெலுத்தல்',
  'header.mobileNav': 'முதன்மை மெனு',
  'profileMenu.label': '{{name}} கணக்கு மெனு',
  'profileMenu.defaultName': 'விண்ணப்பதாரர்',
  'layout.skipToContent': 'உள்ளடக்கத்திற்குச் செல்லவும்',
  'layout.loading': 'ஏற்றுகிறது...',
  'footer.tagline':
    'இந்தியா முழுவதும் உங்கள் அருகிலுள்ள வேலைகளைத் தேடுங்கள்; நீங்கள் பரிந்துரைக்கும் ஒவ்வொரு நண்பரும் சேரும்போது {{amount}} சம்பாதியுங்கள்.',
  'footer.label': 'அடிக்குறிப்பு',
  'footer.getItOn': 'இதில் பெறுங்கள்',
  'footer.downloadOnThe': 'இதிலிருந்து பதிவிறக்குங்கள்',
  'chunkError.title': 'இந்தப் பக்கத்தை ஏற்ற முடியவில்லை',
  'chunkError.message': 'செயலியின் ஒரு பகுதி பதிவிறங்கவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து பக்கத்தை மீண்டும் ஏற்றுங்கள்.',
  'error.title': 'எதிர்பாராத செயலிப் பிழை!',
  'error.fallback': 'இந்தப் பக்கத்தைக் காட்டும்போது ஏதோ தவறு நடந்தது.',
  'error.reload': 'மீண்டும் ஏற்று',
  'error.goHome': 'முகப்புக்குச் செல்',
  'account.signInTitle': '{{title}} பார்க்க உள்நுழையுங்கள்',
  'account.signInMessage': 'தொடர உங்கள் மொபைல் எண் மற்றும் ஓடிபி மூலம் உள்நுழையுங்கள்.',
  'account.applicationsSubtitle': 'உங்கள் அனைத்து வேலை விண்ணப்பங்களையும் ஒரே இடத்தில் கண்காணித்து நிர்வகியுங்கள்',
  'account.referralsSubtitle': 'விண்ணப்பதாரர்களைப் பரிந்துரைத்து, வெற்றிகரமான பணியமர்த்தல்களுக்கு வெகுமதி பெறுங்கள்',
  'account.earningsSubtitle': 'உங்கள் பரிந்துரை வருமானத்தைக் கண்காணித்து, பணம் எடுப்பதை நிர்வகியுங்கள்',
  'account.profileSubtitle': 'உங்கள் தனிப்பட்ட தகவல்களையும் தொழில் விவரங்களையும் நிர்வகியுங்கள்',
  'home.referAside': 'பரிந்துரைத்து சம்பாதியுங்கள்',
  'projects.emptyTitle': 'இன்னும் திட்டங்கள் இல்லை',
  'projects.emptyMessage': 'உங்கள் திட்டங்கள் சேர்க்கப்பட்டதும் இங்கே தோன்றும்.',
  'underConstruction.title': 'இந்தப் பக்கம் உருவாக்கத்தில் உள்ளது. பின்னர் மீண்டும் பாருங்கள்!',
};

export default ta;
