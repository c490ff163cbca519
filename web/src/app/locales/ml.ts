import type en from './en.ts';

const ml: Record<keyof typeof en, string> = {
  'document.title': 'Talent Jobs – നിങ്ങൾക്ക് അനുയോജ്യമായ ജോലി കണ്ടെത്തൂ',
  'header.homeLink': 'Talent Jobs, ഹോം',
  'header.mainNav': 'പ്രധാന നാവിഗേഷൻ',
  'header.mobileNav': 'പ്രധാന മെനു',
  'profileMenu.label': '{{name}} എന്നയാളുടെ അക്കൗണ്ട് മെനു',
  'profileMenu.defaultName': 'ഉദ്യോഗാർത്ഥി',
  'layout.skipToContent': 'ഉള്ളടക്കത്തിലേക്ക് പോകുക',
  'layout.loading': 'ലോഡ് ചെയ്യുന്നു...',
  'footer.tagline': 'ഇന്ത്യയിലുടനീളം നിങ്ങളുടെ അടുത്തുള്ള ജോലികൾ കണ്ടെത്തൂ, നിങ്ങൾ റഫർ ചെയ്യുന്ന ഓരോ സുഹൃത്തും ചേരുമ്പോൾ {{amount}} നേടൂ.',
  'footer.label': 'ഫൂട്ടർ',
  'footer.getItOn': 'ഇവിടെ നിന്ന് നേടൂ',
  'footer.downloadOnThe': 'ഇവിടെ നിന്ന് ഡൗൺലോഡ് ചെയ്യൂ',
  'chunkError.title': 'ഈ പേജ് ലോഡ് ചെയ്യാനായില്ല',
  'chunkError.message': 'ആപ്പിന്റെ ഒരു ഭാഗം ഡൗൺലോഡ് ആയില്ല. നിങ്ങളുടെ ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിച്ച് പേജ് വീണ്ടും ലോഡ് ചെയ്യുക.',
  'error.title': 'ആപ്പിൽ അപ്രതീക്ഷിത പിശക്!',
  'error.fallback': 'ഈ പേജ് കാണിക്കുമ്പോൾ എന്തോ പിശക് സംഭവിച്ചു.',
  'error.reload': 'വീണ്ടും ലോഡ് ചെയ്യുക',
  'error.goHome': 'ഹോമിലേക്ക് പോകുക',
  'account.signInTitle': '{{title}} കാണാൻ സൈൻ ഇൻ ചെയ്യുക',
  'account.signInMessage': 'തുടരാൻ നിങ്ങളുടെ മൊബൈൽ നമ്പറും ഒടിപിയും ഉപയോഗിച്ച് സൈൻ ഇൻ ചെയ്യുക.',
  'account.applicationsSubtitle': 'നിങ്ങളുടെ എല്ലാ ജോലി അപേക്ഷകളും ഒരിടത്ത് ട്രാക്ക് ചെയ്ത് നിയന്ത്രിക്കുക',
  'account.referralsSubtitle': 'ഉദ്യോഗാർത്ഥികളെ റഫർ ചെയ്ത് വിജയകരമായ നിയമനങ്ങൾക്ക് പ്രതിഫലം നേടൂ',
  'account.earningsSubtitle': 'നിങ്ങളുടെ റഫറൽ വരുമാനം ട്രാക്ക് ചെയ്ത് പിൻവലിക്കലുകൾ നിയന്ത്രിക്കുക',
  'account.profileSubtitle': 'നിങ്ങളുടെ വ്യക്തിഗത വിവരങ്ങളും കരിയർ വിശദാംശങ്ങളും നിയന്ത്രിക്കുക',
  'home.referAside': 'റഫർ ചെയ്ത് സമ്പാദിക്കൂ',
  'projects.emptyTitle': 'ഇതുവരെ പ്രോജക്റ്റുകളൊന്നുമില്ല',
  'projects.emptyMessage': 'നിങ്ങളുടെ പ്രോജക്റ്റുകൾ ചേർത്തുകഴിഞ്ഞാൽ ഇവിടെ കാണാം.',
  'underConstruction.title': 'ഈ പേജ് നിർമ്മാണത്തിലാണ്. ദയവായി പിന്നീട് വീണ്ടും നോക്കൂ!',
};

export default ml;
