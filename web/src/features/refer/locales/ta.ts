import type en from './en.ts';

const ta: Record<keyof typeof en, string> = {
  'modal.title': 'பரிந்துரைத்து சம்பாதியுங்கள்',
  'modal.forJob': '{{jobTitle}} வேலைக்கு ஒருவரைப் பரிந்துரையுங்கள்',
  'modal.direct': 'நண்பர்களை அவர்களுக்கு அருகிலுள்ள வேலைகளுக்குப் பரிந்துரையுங்கள்',
  'modal.cancel': 'ரத்துசெய்',
  'modal.submit': 'பரிந்துரையைச் சமர்ப்பி',
  'modal.submitting': 'சமர்ப்பிக்கப்படுகிறது…',
  'modal.reward': 'வேலையில் சேர்ந்து ஒரு மாதம் நிறைவு செய்யும் ஒவ்வொரு பரிந்துரைக்கும் {{amount}} சம்பாதியுங்கள்.',
  'modal.candidate': 'விண்ணப்பதாரர் {{number}}',
  'modal.remove': 'நீக்கு',
  'modal.removeCandidate': 'விண்ணப்பதாரர் {{number}}-ஐ நீக்கு',
  'modal.addAnother': '+ இன்னொரு விண்ணப்பதாரரைச் சேர்',
  'modal.invalidMobileFor': '{{name}} அவர்களின் மொபைல் எண் தவறானது. 6-9 இல் தொடங்கும் சரியான 10 இலக்க எண்ணை உள்ளிடுங்கள்.',
  candidateName: 'விண்ணப்பதாரர் பெயர்',
  mobile: 'மொபைல் எண்',
  'card.title': 'ஒரு விண்ணப்பதாரரைப் பரிந்துரையுங்கள்',
  'card.text':
    'வேலை தேடும் ஒருவரைத் தெரியுமா? அவரைப் பரிந்துரையுங்கள்; அவர் சேர்ந்து ஒரு மாதம் நிறைவு செய்தால் {{amount}} சம்பாதியுங்கள்.',
  'card.refer': 'இப்போதே பரிந்துரை',
  'card.referring': 'பரிந்துரைக்கப்படுகிறது…',
  'card.failed': 'விண்ணப்பதாரரைச் சேர்க்க முடியவில்லை: {{message}}',
};

export default ta;
