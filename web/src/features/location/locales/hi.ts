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
};

export default hi;
