import type en from './en.ts';

/** The location preference dialog's and the location notices' texts in Telugu. */
const te: Record<keyof typeof en, string> = {
  title: 'ప్రాంత ప్రాధాన్యం',
  description: 'మీ కోసం ఉద్యోగాలను ఎక్కడ వెతకాలి?',
  choices: 'ప్రాంత ప్రాధాన్యం',
  'base.title': 'మూల ప్రాంతం',
  'base.loading': 'మీరు సేవ్ చేసిన ప్రాంతం లోడ్ అవుతోంది…',
  'base.saved': 'సేవ్ చేసినది: {{city}}',
  'base.none': 'మీ ప్రొఫైల్‌లో ఇంకా మూల ప్రాంతం సేవ్ చేయలేదు',
  'current.title': 'ప్రస్తుత ప్రాంతం',
  'current.detail': 'మీరు ఇప్పుడు ఉన్న చోటును ఉపయోగించండి',
};

export default te;
