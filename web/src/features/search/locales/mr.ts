import type en from './en.ts';

/** The search banner's texts in Marathi. */
const mr: Record<keyof typeof en, string> = {
  title: 'तुमच्या आवडीची नोकरी शोधा',
  subtitle:
    'जवळपासच्या नोकऱ्या शोधा, काही मिनिटांत अर्ज करा आणि तुम्ही रेफर केलेल्या प्रत्येक मित्राला नोकरी मिळाल्यावर {{amount}} कमवा.',
  form: 'नोकरी शोध',
  filters: 'शोध फिल्टर',
  'city.label': 'शहर',
  'city.placeholder': 'शहर शोधा',
  'city.tooShort': 'किमान {{min}} अक्षरे टाइप करा…',
  'city.looking': 'शहरे शोधत आहोत…',
  'city.none': 'कोणतेही निकाल नाहीत',
  'city.tooMany': 'पहिले {{max}} निकाल दाखवत आहोत… शोध अधिक नेमका करा',
  'city.noCoordinates': 'शहराचे स्थान मिळू शकले नाही. कृपया दुसरी सूचना निवडा.',
  'city.failed': 'शहर जोडता आले नाही. कृपया पुन्हा प्रयत्न करा.',
  'city.chooseFromList': 'स्थान मिळवण्यासाठी कृपया सूचनांमधून एक शहर निवडा.',
  'designation.label': 'नोकरीचे नाव किंवा पद',
  'designation.placeholder': 'उदा. डिलिव्हरी एक्झिक्युटिव्ह',
  'designation.none': 'जुळणारे पद नाही',
  'skills.label': 'कौशल्ये',
  'skills.placeholder': 'उदा. हिंदी, ड्रायव्हिंग',
  'skills.none': 'जुळणारी कौशल्ये नाहीत',
  'action.addingCity': 'शहर जोडत आहोत…',
  'action.searching': 'शोधत आहोत…',
  'action.search': 'नोकऱ्या शोधा',
  'action.reset': 'रीसेट करा',
  'action.filters': 'फिल्टर',
  noCriteria: 'नोकऱ्या शोधण्यासाठी किमान एक माहिती भरा (नोकरीचे नाव, ठिकाण किंवा कौशल्ये).',
};

export default mr;
