import type en from './en.ts';

/** The location preference dialog's and the location notices' texts in Marathi. */
const mr: Record<keyof typeof en, string> = {
  title: 'ठिकाणाची निवड',
  description: 'तुमच्यासाठी नोकऱ्या कुठे शोधायच्या?',
  choices: 'ठिकाणाची निवड',
  'base.title': 'मूळ ठिकाण',
  'base.loading': 'तुमचे जतन केलेले ठिकाण लोड होत आहे…',
  'base.saved': 'जतन केलेले: {{city}}',
  'base.none': 'तुमच्या प्रोफाइलमध्ये अजून मूळ ठिकाण जतन केलेले नाही',
  'current.title': 'सध्याचे ठिकाण',
  'current.detail': 'तुम्ही आत्ता जिथे आहात ते ठिकाण वापरा',
};

export default mr;
