import type en from './en.ts';

const mr: Record<keyof typeof en, string> = {
  title: 'नोकरीसाठी अर्ज करा',
  cancel: 'रद्द करा',
  submit: 'अर्ज सादर करा',
  submitting: 'सादर करत आहोत…',
  loadingProfile: 'तुमची प्रोफाइल लोड होत आहे',
  fullName: 'पूर्ण नाव',
  mobile: 'मोबाइल नंबर',
  mobileHint: 'तुमचा नोंदणीकृत मोबाइल नंबर',
  email: 'ईमेल (ऐच्छिक)',
  'resume.title': 'रेझ्युमे',
  'resume.current': 'सध्याचा रेझ्युमे',
  'resume.view': 'पहा',
  'resume.download': 'डाउनलोड करा',
  'resume.none': 'अजून कोणताही रेझ्युमे नाही. उठून दिसण्यासाठी एक अपलोड करा.',
  'resume.uploadNew': 'नवीन रेझ्युमे अपलोड करा',
  'resume.upload': 'रेझ्युमे अपलोड करा',
  'resume.hint': 'PDF, DOC किंवा DOCX, {{size}}MB पेक्षा कमी',
  'resume.progress': 'रेझ्युमे अपलोड',
  'resume.uploading': 'अपलोड होत आहे… {{percent}}%',
  'resume.viewFailed': 'पाहता आले नाही: {{status}} {{detail}}',
};

export default mr;
