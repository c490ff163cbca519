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
  'notice.declinedNear': 'ठिकाणाची परवानगी नाकारली. {{city}} जवळील नोकऱ्या दाखवत आहोत.',
  'notice.denied': 'ठिकाणाचा प्रवेश नाकारला. तुमच्या भागातील नोकऱ्या दाखवत आहोत.',
  'notice.noGpsNear': 'अचूक GPS माहिती मिळू शकली नाही. सध्या {{city}} जवळील नोकऱ्या दाखवत आहोत.',
  'notice.enable': 'जवळपासच्या नोकऱ्या पाहण्यासाठी ब्राउझरमध्ये ठिकाणाची परवानगी चालू करा. सध्या तुमच्या भागातील नोकऱ्या दाखवत आहोत.',
};

export default mr;
