import type en from './en.ts';

const hi: Record<keyof typeof en, string> = {
  'document.title': 'Talent Jobs – अपनी सही नौकरी खोजें',
  'header.homeLink': 'Talent Jobs, होम',
  'header.mainNav': 'मुख्य नेविगेशन',
  'header.mobileNav': 'मुख्य मेन्यू',
  'profileMenu.label': '{{name}} का खाता मेन्यू',
  'profileMenu.defaultName': 'उम्मीदवार',
  'layout.skipToContent': 'मुख्य सामग्री पर जाएँ',
  'layout.loading': 'लोड हो रहा है...',
  'footer.tagline': 'पूरे भारत में अपने आस-पास नौकरियाँ खोजें, और आपके रेफ़र किए गए हर दोस्त के जॉइन करने पर {{amount}} कमाएँ।',
  'footer.label': 'फ़ुटर',
  'footer.getItOn': 'इसे यहाँ पाएँ',
  'footer.downloadOnThe': 'यहाँ से डाउनलोड करें',
  'chunkError.title': 'यह पेज लोड नहीं हो सका',
  'chunkError.message': 'ऐप का कुछ हिस्सा डाउनलोड नहीं हुआ। अपना इंटरनेट कनेक्शन जाँचें और पेज फिर से लोड करें।',
  'error.title': 'ऐप में अनपेक्षित त्रुटि!',
  'error.fallback': 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
  'error.reload': 'फिर से लोड करें',
  'error.goHome': 'होम पर जाएँ',
  'account.signInTitle': '{{title}} देखने के लिए साइन इन करें',
  'account.signInMessage': 'आगे बढ़ने के लिए अपने मोबाइल नंबर और ओटीपी से साइन इन करें।',
  'account.applicationsSubtitle': 'अपने सभी नौकरी आवेदनों को एक ही जगह ट्रैक और मैनेज करें',
  'account.referralsSubtitle': 'उम्मीदवारों को रेफ़र करें और सफल प्लेसमेंट पर इनाम कमाएँ',
  'account.earningsSubtitle': 'अपनी रेफ़रल कमाई ट्रैक करें और निकासी मैनेज करें',
  'account.profileSubtitle': 'अपनी निजी जानकारी और करियर विवरण मैनेज करें',
  'home.referAside': 'रेफ़र करें और कमाएँ',
  'projects.emptyTitle': 'अभी कोई प्रोजेक्ट नहीं',
  'projects.emptyMessage': 'आपके प्रोजेक्ट जुड़ते ही यहाँ दिखाई देंगे।',
  'underConstruction.title': 'यह पेज अभी बन रहा है। कृपया बाद में फिर देखें!',
};

export default hi;
