import type en from './en.ts';

const ta: Record<keyof typeof en, string> = {
  title: 'வேலைக்கு விண்ணப்பிக்கவும்',
  cancel: 'ரத்துசெய்',
  submit: 'விண்ணப்பத்தைச் சமர்ப்பி',
  submitting: 'சமர்ப்பிக்கப்படுகிறது…',
  loadingProfile: 'உங்கள் சுயவிவரம் ஏற்றப்படுகிறது',
  fullName: 'முழுப் பெயர்',
  mobile: 'மொபைல் எண்',
  mobileHint: 'நீங்கள் பதிவுசெய்த மொபைல் எண்',
  email: 'மின்னஞ்சல் (விருப்பத்தேர்வு)',
  'resume.title': 'ரெஸ்யூம்',
  'resume.current': 'தற்போதைய ரெஸ்யூம்',
  'resume.view': 'பார்',
  'resume.download': 'பதிவிறக்கு',
  'resume.none': 'இன்னும் ரெஸ்யூம் இல்லை. தனித்துத் தெரிய ஒன்றைப் பதிவேற்றுங்கள்.',
  'resume.uploadNew': 'புதிய ரெஸ்யூமைப் பதிவேற்று',
  'resume.upload': 'ரெஸ்யூமைப் பதிவேற்று',
  'resume.hint': 'PDF, DOC அல்லது DOCX, {{size}}MB-க்குக் குறைவாக',
  'resume.progress': 'ரெஸ்யூம் பதிவேற்றம்',
  'resume.uploading': 'பதிவேற்றப்படுகிறது… {{percent}}%',
  'resume.viewFailed': 'பார்க்க முடியவில்லை: {{status}} {{detail}}',
};

export default ta;
