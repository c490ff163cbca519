import type en from './en.ts';

const te: Record<keyof typeof en, string> = {
  'document.title': 'Talent Jobs – మీకు సరైన ఉద్యోగాన్ని కనుగొనండి',
  'header.homeLink': 'Talent Jobs, హోమ్',
  'header.mainNav': 'ప్రధాన నావిగేషన్',
  'header.mobileNav': 'ప్రధాన మెనూ',
  'profileMenu.label': '{{name}} ఖాతా మెనూ',
  'profileMenu.defaultName': 'అభ్యర్థి',
  'layout.skipToContent': 'కంటెంట్‌కు వెళ్లండి',
  'layout.loading': 'లోడ్ అవుతోంది...',
  'footer.tagline': 'భారతదేశమంతటా మీ దగ్గరలోని ఉద్యోగాలు కనుగొనండి, మీరు రిఫర్ చేసిన ప్రతి స్నేహితుడు చేరినప్పుడు {{amount}} సంపాదించండి.',
  'footer.label': 'ఫుటర్',
  'footer.getItOn': 'ఇక్కడ పొందండి',
  'footer.downloadOnThe': 'ఇక్కడ నుండి డౌన్‌లోడ్ చేయండి',
  'chunkError.title': 'ఈ పేజీని లోడ్ చేయలేకపోయాము',
  'chunkError.message': 'యాప్‌లో కొంత భాగం డౌన్‌లోడ్ కాలేదు. మీ ఇంటర్నెట్ కనెక్షన్‌ను తనిఖీ చేసి పేజీని మళ్లీ లోడ్ చేయండి.',
  'error.title': 'యాప్‌లో ఊహించని లోపం!',
  'error.fallback': 'ఈ పేజీని చూపిస్తున్నప్పుడు ఏదో పొరపాటు జరిగింది.',
  'error.reload': 'మళ్లీ లోడ్ చేయండి',
  'error.goHome': 'హోమ్‌కు వెళ్లండి',
  'account.signInTitle': '{{title}} చూడటానికి సైన్ ఇన్ చేయండి',
  'account.signInMessage': 'కొనసాగడానికి మీ మొబైల్ నంబర్ మరియు ఓటీపీతో సైన్ ఇన్ చేయండి.',
  'account.applicationsSubtitle': 'మీ అన్ని ఉద్యోగ దరఖాస్తులను ఒకే చోట ట్రాక్ చేసి నిర్వహించండి',
  'account.referralsSubtitle': 'అభ్యర్థులను రిఫర్ చేసి, విజయవంతమైన నియామకాలకు రివార్డులు పొందండి',
  'account.earningsSubtitle': 'మీ రిఫరల్ సంపాదనను ట్రాక్ చేసి, విత్‌డ్రాలను నిర్వహించండి',
  'account.profileSubtitle': 'మీ వ్యక్తిగత సమాచారం మరియు కెరీర్ వివరాలను నిర్వహించండి',
  'home.referAside': 'రిఫర్ చేసి సంపాదించండి',
  'projects.emptyTitle': 'ఇంకా ప్రాజెక్టులు లేవు',
  'projects.emptyMessage': 'మీ ప్రాజెక్టులు జోడించిన వెంటనే ఇక్కడ కనిపిస్తాయి.',
  'underConstruction.title': 'ఈ పేజీ నిర్మాణంలో ఉంది. దయచేసి తర్వాత మళ్లీ చూడండి!',
};

export default te;
