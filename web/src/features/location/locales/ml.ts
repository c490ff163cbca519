import type en from './en.ts';

/** The location preference dialog's and the location notices' texts in Malayalam. */
const ml: Record<keyof typeof en, string> = {
  title: 'സ്ഥല മുൻഗണന',
  description: 'നിങ്ങൾക്കായി എവിടെ ജോലികൾ തിരയണം?',
  choices: 'സ്ഥല മുൻഗണന',
  'base.title': 'അടിസ്ഥാന സ്ഥലം',
  'base.loading': 'നിങ്ങൾ സേവ് ചെയ്ത സ്ഥലം ലോഡ് ചെയ്യുന്നു…',
  'base.saved': 'സേവ് ചെയ്തത്: {{city}}',
  'base.none': 'നിങ്ങളുടെ പ്രൊഫൈലിൽ ഇതുവരെ അടിസ്ഥാന സ്ഥലം സേവ് ചെയ്തിട്ടില്ല',
  'current.title': 'നിലവിലെ സ്ഥലം',
  'current.detail': 'നിങ്ങൾ ഇപ്പോഴുള്ള സ്ഥലം ഉപയോഗിക്കുക',
};

export default ml;
