import type en from './en.ts';

const ml: Record<keyof typeof en, string> = {
  title: 'ജോലിക്ക് അപേക്ഷിക്കുക',
  cancel: 'റദ്ദാക്കുക',
  submit: 'അപേക്ഷ സമർപ്പിക്കുക',
  submitting: 'സമർപ്പിക്കുന്നു…',
  loadingProfile: 'നിങ്ങളുടെ പ്രൊഫൈൽ ലോഡ് ചെയ്യുന്നു',
  fullName: 'മുഴുവൻ പേര്',
  mobile: 'മൊബൈൽ നമ്പർ',
  mobileHint: 'നിങ്ങൾ രജിസ്റ്റർ ചെയ്ത മൊബൈൽ നമ്പർ',
  email: 'ഇമെയിൽ (ഓപ്ഷണൽ)',
  'resume.title': 'റെസ്യൂമെ',
  'resume.current': 'നിലവിലെ റെസ്യൂമെ',
  'resume.view': 'കാണുക',
  'resume.download': 'ഡൗൺലോഡ് ചെയ്യുക',
  'resume.none': 'ഇതുവരെ റെസ്യൂമെ ഇല്ല. ശ്രദ്ധിക്കപ്പെടാൻ ഒന്ന് അപ്‌ലോഡ് ചെയ്യുക.',
  'resume.uploadNew': 'പുതിയ റെസ്യൂമെ അപ്‌ലോഡ് ചെയ്യുക',
  'resume.upload': 'റെസ്യൂമെ അപ്‌ലോഡ് ചെയ്യുക',
  'resume.hint': 'PDF, DOC അല്ലെങ്കിൽ DOCX, {{size}}MB-യിൽ താഴെ',
  'resume.progress': 'റെസ്യൂമെ അപ്‌ലോഡ്',
  'resume.uploading': 'അപ്‌ലോഡ് ചെയ്യുന്നു… {{percent}}%',
  'resume.viewFailed': 'കാണാനായില്ല: {{status}} {{detail}}',
};

export default ml;
