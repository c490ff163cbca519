import type en from './en.ts';

const te: Record<keyof typeof en, string> = {
  'modal.title': 'రిఫర్ చేసి సంపాదించండి',
  'modal.forJob': '{{jobTitle}} కోసం ఎవరినైనా రిఫర్ చేయండి',
  'modal.direct': 'స్నేహితులను వారి దగ్గరలోని ఉద్యోగాలకు రిఫర్ చేయండి',
  'modal.cancel': 'రద్దు చేయండి',
  'modal.submit': 'రిఫరల్ సమర్పించండి',
  'modal.submitting': 'సమర్పిస్తోంది…',
  'modal.reward': 'చేరి ఒక నెల పూర్తి చేసే ప్రతి రిఫరల్‌కు {{amount}} సంపాదించండి.',
  'modal.candidate': 'అభ్యర్థి {{number}}',
  'modal.remove': 'తీసివేయండి',
  'modal.removeCandidate': 'అభ్యర్థి {{number}}ను తీసివేయండి',
  'modal.addAnother': '+ మరో అభ్యర్థిని జోడించండి',
  'modal.invalidMobileFor': '{{name}} మొబైల్ నంబర్ చెల్లదు. 6-9తో మొదలయ్యే సరైన 10 అంకెల నంబర్‌ను నమోదు చేయండి.',
  candidateName: 'అభ్యర్థి పేరు',
  mobile: 'మొబైల్ నంబర్',
  'card.title': 'ఒక అభ్యర్థిని రిఫర్ చేయండి',
  'card.text': 'ఉద్యోగం కోసం వెతుకుతున్న ఎవరైనా తెలుసా? వారిని రిఫర్ చేయండి, వారు చేరి ఒక నెల పూర్తి చేస్తే {{amount}} సంపాదించండి.',
  'card.refer': 'ఇప్పుడే రిఫర్ చేయండి',
  'card.referring': 'రిఫర్ చేస్తోంది…',
  'card.failed': 'అభ్యర్థిని జోడించలేకపోయాం: {{message}}',
};

export default te;
