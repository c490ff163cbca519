import type en from './en.ts';

const ml: Record<keyof typeof en, string> = {
  'modal.title': 'റഫർ ചെയ്ത് സമ്പാദിക്കൂ',
  'modal.forJob': '{{jobTitle}} ജോലിക്ക് ഒരാളെ റഫർ ചെയ്യുക',
  'modal.direct': 'സുഹൃത്തുക്കളെ അവരുടെ അടുത്തുള്ള ജോലികൾക്കായി റഫർ ചെയ്യുക',
  'modal.cancel': 'റദ്ദാക്കുക',
  'modal.submit': 'റഫറൽ സമർപ്പിക്കുക',
  'modal.submitting': 'സമർപ്പിക്കുന്നു…',
  'modal.reward': 'ജോലിയിൽ ചേർന്ന് ഒരു മാസം പൂർത്തിയാക്കുന്ന ഓരോ റഫറലിനും {{amount}} നേടൂ.',
  'modal.candidate': 'ഉദ്യോഗാർത്ഥി {{number}}',
  'modal.remove': 'നീക്കം ചെയ്യുക',
  'modal.removeCandidate': 'ഉദ്യോഗാർത്ഥി {{number}} നീക്കം ചെയ്യുക',
  'modal.addAnother': '+ മറ്റൊരു ഉദ്യോഗാർത്ഥിയെ ചേർക്കുക',
  'modal.invalidMobileFor': '{{name}} എന്നയാളുടെ മൊബൈൽ നമ്പർ അസാധുവാണ്. 6-9 ൽ തുടങ്ങുന്ന ശരിയായ 10 അക്ക നമ്പർ നൽകുക.',
  candidateName: 'ഉദ്യോഗാർത്ഥിയുടെ പേര്',
  mobile: 'മൊബൈൽ നമ്പർ',
  'card.title': 'ഒരു ഉദ്യോഗാർത്ഥിയെ റഫർ ചെയ്യുക',
  'card.text': 'ജോലി അന്വേഷിക്കുന്ന ആരെയെങ്കിലും അറിയാമോ? അവരെ റഫർ ചെയ്യൂ, അവർ ചേർന്ന് ഒരു മാസം പൂർത്തിയാക്കുമ്പോൾ {{amount}} നേടൂ.',
  'card.refer': 'ഇപ്പോൾ റഫർ ചെയ്യുക',
  'card.referring': 'റഫർ ചെയ്യുന്നു…',
  'card.failed': 'ഉദ്യോഗാർത്ഥിയെ ചേർക്കാനായില്ല: {{message}}',
};

export default ml;
