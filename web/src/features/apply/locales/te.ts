import type en from './en.ts';

const te: Record<keyof typeof en, string> = {
  title: 'ఉద్యోగానికి దరఖాస్తు చేయండి',
  cancel: 'రద్దు చేయండి',
  submit: 'దరఖాస్తు సమర్పించండి',
  submitting: 'సమర్పిస్తోంది…',
  loadingProfile: 'మీ ప్రొఫైల్ లోడ్ అవుతోంది',
  fullName: 'పూర్తి పేరు',
  mobile: 'మొబైల్ నంబర్',
  mobileHint: 'మీ నమోదిత మొబైల్ నంబర్',
  email: 'ఈమెయిల్ (ఐచ్ఛికం)',
  'resume.title': 'రెజ్యూమ్',
  'resume.current': 'ప్రస్తుత రెజ్యూమ్',
  'resume.view': 'చూడండి',
  'resume.download': 'డౌన్‌లోడ్ చేయండి',
  'resume.none': 'ఇంకా రెజ్యూమ్ లేదు. ప్రత్యేకంగా కనిపించడానికి ఒకటి అప్‌లోడ్ చేయండి.',
  'resume.uploadNew': 'కొత్త రెజ్యూమ్ అప్‌లోడ్ చేయండి',
  'resume.upload': 'రెజ్యూమ్ అప్‌లోడ్ చేయండి',
  'resume.hint': 'PDF, DOC లేదా DOCX, {{size}}MB కంటే తక్కువ',
  'resume.progress': 'రెజ్యూమ్ అప్‌లోడ్',
  'resume.uploading': 'అప్‌లోడ్ అవుతోంది… {{percent}}%',
  'resume.viewFailed': 'చూపించలేకపోయాం: {{status}} {{detail}}',
};

export default te;
