import type en from './en.ts';

const mr: Record<keyof typeof en, string> = {
  'document.title': 'Talent Jobs – तुमची योग्य नोकरी शोधा',
  'header.homeLink': 'Talent Jobs, मुख्यपृष्ठ',
  'header.mainNav': 'मुख्य नेव्हिगेशन',
  'header.mobileNav': 'मुख्य मेनू',
  'profileMenu.label': '{{name}} यांचा खाते मेनू',
  'profileMenu.defaultName': 'उमेदवार',
  'layout.skipToContent': 'मुख्य मजकुराकडे जा',
  'layout.loading': 'लोड होत आहे...',
  'footer.tagline': 'संपूर्ण भारतात तुमच्या जवळच्या नोकऱ्या शोधा, आणि तुम्ही रेफर केलेला प्रत्येक मित्र रुजू झाल्यावर {{amount}} कमवा.',
  'footer.label': 'फूटर',
  'footer.getItOn': 'येथे मिळवा',
  'footer.downloadOnThe': 'येथून डाउनलोड करा',
  'chunkError.title': 'हे पेज लोड होऊ शकले नाही',
  'chunkError.message': 'अ‍ॅपचा काही भाग डाउनलोड झाला नाही. तुमचे इंटरनेट कनेक्शन तपासा आणि पेज पुन्हा लोड करा.',
  'error.title': 'अ‍ॅपमध्ये अनपेक्षित त्रुटी!',
  'error.fallback': 'हे पेज दाखवताना काहीतरी चूक झाली.',
  'error.reload': 'पुन्हा लोड करा',
  'error.goHome': 'मुख्यपृष्ठावर जा',
  'account.signInTitle': '{{title}} पाहण्यासाठी साइन इन करा',
  'account.signInMessage': 'पुढे जाण्यासाठी तुमचा मोबाइल नंबर आणि ओटीपी वापरून साइन इन करा.',
  'account.applicationsSubtitle': 'तुमचे सर्व नोकरी अर्ज एकाच ठिकाणी ट्रॅक करा आणि व्यवस्थापित करा',
  'account.referralsSubtitle': 'उमेदवारांना रेफर करा आणि यशस्वी नियुक्त्यांवर बक्षिसे मिळवा',
  'account.earningsSubtitle': 'तुमची रेफरल कमाई ट्रॅक करा आणि पैसे काढणे व्यवस्थापित करा',
  'account.profileSubtitle': 'तुमची वैयक्तिक माहिती आणि करिअर तपशील व्यवस्थापित करा',
  'home.referAside': 'रेफर करा आणि कमवा',
  'projects.emptyTitle': 'अद्याप कोणतेही प्रोजेक्ट नाहीत',
  'projects.emptyMessage': 'तुमचे प्रोजेक्ट जोडले गेल्यावर ते येथे दिसतील.',
  'underConstruction.title': 'हे पेज अजून तयार होत आहे. कृपया नंतर पुन्हा पहा!',
};

export default mr;
