import type en from './en.ts';

const mr: Record<keyof typeof en, string> = {
  'modal.title': 'रेफर करा आणि कमवा',
  'modal.forJob': '{{jobTitle}} साठी कोणाला तरी रेफर करा',
  'modal.direct': 'मित्रांना त्यांच्या जवळच्या नोकऱ्यांसाठी रेफर करा',
  'modal.cancel': 'रद्द करा',
  'modal.submit': 'रेफरल सादर करा',
  'modal.submitting': 'सादर करत आहोत…',
  'modal.reward': 'रुजू होऊन एक महिना पूर्ण करणाऱ्या प्रत्येक रेफरलसाठी {{amount}} कमवा.',
  'modal.candidate': 'उमेदवार {{number}}',
  'modal.remove': 'काढा',
  'modal.removeCandidate': 'उमेदवार {{number}} काढा',
  'modal.addAnother': '+ आणखी एक उमेदवार जोडा',
  'modal.invalidMobileFor': '{{name}} यांचा मोबाइल नंबर अवैध आहे. 6-9 ने सुरू होणारा वैध 10 अंकी नंबर टाका.',
  candidateName: 'उमेदवाराचे नाव',
  mobile: 'मोबाइल नंबर',
  'card.title': 'उमेदवाराला रेफर करा',
  'card.text': 'कोणी नोकरी शोधत आहे का? त्यांना रेफर करा आणि ते रुजू होऊन एक महिना पूर्ण केल्यावर {{amount}} कमवा.',
  'card.refer': 'आता रेफर करा',
  'card.referring': 'रेफर करत आहोत…',
  'card.failed': 'उमेदवार जोडता आला नाही: {{message}}',
};

export default mr;
