import type en from './en.ts';

/** The search banner's texts in Hindi. */
const hi: Record<keyof typeof en, string> = {
  title: 'अपनी पसंद की नौकरी खोजें',
  subtitle: 'अपने आस-पास नौकरियाँ खोजें, मिनटों में आवेदन करें और आपके रेफ़र किए हर दोस्त की नौकरी लगने पर {{amount}} कमाएँ।',
  form: 'नौकरी खोज',
  filters: 'खोज फ़िल्टर',
  'city.label': 'शहर',
  'city.placeholder': 'शहर खोजें',
  'city.tooShort': 'कम से कम {{min}} अक्षर लिखें…',
  'city.looking': 'शहर खोजे जा रहे हैं…',
  'city.none': 'कोई नतीजा नहीं',
  'city.tooMany': 'पहले {{max}} नतीजे दिखाए जा रहे हैं… खोज को और सटीक करें',
  'city.noCoordinates': 'शहर की लोकेशन नहीं मिल सकी। कृपया कोई दूसरा सुझाव चुनें।',
  'city.failed': 'शहर जोड़ा नहीं जा सका। कृपया फिर कोशिश करें।',
  'city.chooseFromList': 'कृपया सुझावों में से कोई शहर चुनें, ताकि हम उसकी लोकेशन पता कर सकें।',
  'designation.label': 'नौकरी का नाम या पद',
  'designation.placeholder': 'जैसे डिलीवरी एग्जीक्यूटिव',
  'designation.none': 'कोई मिलता-जुलता पद नहीं',
  'skills.label': 'कौशल',
  'skills.placeholder': 'जैसे हिंदी, ड्राइविंग',
  'skills.none': 'कोई मिलता-जुलता कौशल नहीं',
  'action.addingCity': 'शहर जोड़ा जा रहा है…',
  'action.searching': 'खोज जारी है…',
  'action.search': 'नौकरियाँ खोजें',
  'action.reset': 'रीसेट करें',
  'action.filters': 'फ़िल्टर',
  noCriteria: 'नौकरियाँ खोजने के लिए कम से कम एक चीज़ भरें (नौकरी का नाम, स्थान या कौशल)।',
};

export default hi;
