import type en from './en.ts';

/** The search banner's texts in Malayalam. */
const ml: Record<keyof typeof en, string> = {
  title: 'നിങ്ങൾക്കിണങ്ങിയ ജോലി കണ്ടെത്തൂ',
  subtitle: 'അടുത്തുള്ള ജോലികൾ തിരയൂ, മിനിറ്റുകൾക്കുള്ളിൽ അപേക്ഷിക്കൂ, നിങ്ങൾ റഫർ ചെയ്യുന്ന ഓരോ സുഹൃത്തിനും ജോലി കിട്ടുമ്പോൾ {{amount}} നേടൂ.',
  form: 'ജോലി തിരയൽ',
  filters: 'തിരയൽ ഫിൽട്ടറുകൾ',
  'city.label': 'നഗരം',
  'city.placeholder': 'നഗരം തിരയുക',
  'city.tooShort': 'കുറഞ്ഞത് {{min}} അക്ഷരങ്ങൾ ടൈപ്പ് ചെയ്യുക…',
  'city.looking': 'നഗരങ്ങൾ തിരയുന്നു…',
  'city.none': 'ഫലങ്ങളൊന്നുമില്ല',
  'city.tooMany': 'ആദ്യ {{max}} ഫലങ്ങൾ കാണിക്കുന്നു… തിരയൽ കൂടുതൽ കൃത്യമാക്കുക',
  'city.noCoordinates': 'നഗരത്തിന്റെ സ്ഥാനം ലഭിച്ചില്ല. മറ്റൊരു നിർദ്ദേശം തിരഞ്ഞെടുക്കുക.',
  'city.failed': 'നഗരം ചേർക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.',
  'city.chooseFromList': 'സ്ഥാനം ലഭിക്കാൻ നിർദ്ദേശങ്ങളിൽ നിന്ന് ഒരു നഗരം തിരഞ്ഞെടുക്കുക.',
  'designation.label': 'ജോലിയുടെ പേര് അല്ലെങ്കിൽ തസ്തിക',
  'designation.placeholder': 'ഉദാ. ഡെലിവറി എക്സിക്യൂട്ടീവ്',
  'designation.none': 'പൊരുത്തപ്പെടുന്ന തസ്തികകളില്ല',
  'skills.label': 'കഴിവുകൾ',
  'skills.placeholder': 'ഉദാ. ഹിന്ദി, ഡ്രൈവിംഗ്',
  'skills.none': 'പൊരുത്തപ്പെടുന്ന കഴിവുകളില്ല',
  'action.addingCity': 'നഗരം ചേർക്കുന്നു…',
  'action.searching': 'തിരയുന്നു…',
  'action.search': 'ജോലികൾ തിരയുക',
  'action.reset': 'റീസെറ്റ് ചെയ്യുക',
  'action.filters': 'ഫിൽട്ടറുകൾ',
  noCriteria: 'ജോലികൾ തിരയാൻ കുറഞ്ഞത് ഒരു വിവരമെങ്കിലും നൽകുക (ജോലിയുടെ പേര്, സ്ഥലം അല്ലെങ്കിൽ കഴിവുകൾ).',
};

export default ml;
