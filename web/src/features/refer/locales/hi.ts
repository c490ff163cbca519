import type en from './en.ts';

const hi: Record<keyof typeof en, string> = {
  'modal.title': 'रेफ़र करें और कमाएँ',
  'modal.forJob': '{{jobTitle}} के लिए किसी को रेफ़र करें',
  'modal.direct': 'दोस्तों को उनके पास की नौकरियों के लिए रेफ़र करें',
  'modal.cancel': 'रद्द करें',
  'modal.submit': 'रेफ़रल भेजें',
  'modal.submitting': 'भेजा जा रहा है…',
  'modal.reward': 'जॉइन करके एक महीना पूरा करने वाले हर रेफ़रल पर {{amount}} कमाएँ।',
  'modal.candidate': 'उम्मीदवार {{number}}',
  'modal.remove': 'हटाएँ',
  'modal.removeCandidate': 'उम्मीदवार {{number}} को हटाएँ',
  'modal.addAnother': '+ एक और उम्मीदवार जोड़ें',
  'modal.invalidMobileFor': '{{name}} का मोबाइल नंबर सही नहीं है। कृपया 6-9 से शुरू होने वाला सही 10 अंकों का नंबर डालें।',
  candidateName: 'उम्मीदवार का नाम',
  mobile: 'मोबाइल नंबर',
  'card.title': 'किसी उम्मीदवार को रेफ़र करें',
  'card.text': 'कोई नौकरी ढूँढ रहा है? उसे रेफ़र करें और उसके जॉइन करके एक महीना पूरा करने पर {{amount}} कमाएँ।',
  'card.refer': 'अभी रेफ़र करें',
  'card.referring': 'रेफ़र किया जा रहा है…',
  'card.failed': 'उम्मीदवार नहीं जोड़ा जा सका: {{message}}',
};

export default hi;
