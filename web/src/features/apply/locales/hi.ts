import type en from './en.ts';

const hi: Record<keyof typeof en, string> = {
  title: 'नौकरी के लिए आवेदन करें',
  cancel: 'रद्द करें',
  submit: 'आवेदन भेजें',
  submitting: 'भेजा जा रहा है…',
  loadingProfile: 'आपकी प्रोफ़ाइल लोड हो रही है',
  fullName: 'पूरा नाम',
  mobile: 'मोबाइल नंबर',
  mobileHint: 'आपका पंजीकृत मोबाइल नंबर',
  email: 'ईमेल (वैकल्पिक)',
  'resume.title': 'रिज़्यूमे',
  'resume.current': 'मौजूदा रिज़्यूमे',
  'resume.view': 'देखें',
  'resume.download': 'डाउनलोड करें',
  'resume.none': 'अभी तक कोई रिज़्यूमे नहीं है। सबसे अलग दिखने के लिए एक अपलोड करें।',
  'resume.uploadNew': 'नया रिज़्यूमे अपलोड करें',
  'resume.upload': 'रिज़्यूमे अपलोड करें',
  'resume.hint': 'PDF, DOC या DOCX, {{size}}MB से कम',
  'resume.progress': 'रिज़्यूमे अपलोड',
  'resume.uploading': 'अपलोड हो रहा है… {{percent}}%',
  'resume.viewFailed': 'देख नहीं सके: {{status}} {{detail}}',
};

export default hi;
