import type en from './en.ts';

/** The location preference dialog's and the location notices' texts in Hindi. */
const hi: Record<keyof typeof en, string> = {
  title: 'स्थान की पसंद',
  description: 'हम आपके लिए नौकरियाँ कहाँ खोजें?',
  choices: 'स्थान की पसंद',
  'base.title': 'मूल स्थान',
  'base.loading': 'आपका सहेजा गया स्थान लोड हो रहा है…',
  'base.saved': 'सहेजा गया: {{city}}',
  'base.none': 'आपकी प्रोफ़ाइल में अभी कोई मूल स्थान सहेजा नहीं गया है',
  'current.title': 'मौजूदा स्थान',
  'current.detail': 'आप अभी जहाँ हैं, वहीं की नौकरियाँ देखें',
  'notice.declinedNear': 'स्थान की अनुमति नहीं मिली। {{city}} के पास की नौकरियाँ दिखाई जा रही हैं।',
  'notice.denied': 'स्थान की अनुमति नहीं मिली। आपके क्षेत्र की नौकरियाँ दिखाई जा रही हैं।',
  'notice.noGpsNear': 'हमें आपका सटीक GPS स्थान नहीं मिल सका। अभी {{city}} के पास की नौकरियाँ दिखाई जा रही हैं।',
  'notice.enable': 'अपने आस-पास की नौकरियाँ देखने के लिए ब्राउज़र में स्थान की अनुमति चालू करें। अभी आपके क्षेत्र की नौकरियाँ दिखाई जा रही हैं।',
};

export default hi;
