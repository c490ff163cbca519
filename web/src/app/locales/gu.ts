import type en from './en.ts';

const gu: Record<keyof typeof en, string> = {
  'document.title': 'Talent Jobs – તમારી યોગ્ય નોકરી શોધો',
  'header.homeLink': 'Talent Jobs, હોમ',
  'header.mainNav': 'મુખ્ય નેવિગેશન',
  'header.mobileNav': 'મુખ્ય મેનૂ',
  'profileMenu.label': '{{name}} નું એકાઉન્ટ મેનૂ',
  'profileMenu.defaultName': 'ઉમેદવાર',
  'layout.skipToContent': 'મુખ્ય સામગ્રી પર જાઓ',
  'layout.loading': 'લોડ થઈ રહ્યું છે...',
  'footer.tagline': 'સમગ્ર ભારતમાં તમારી નજીકની નોકરીઓ શોધો, અને તમે રેફર કરેલો દરેક મિત્ર જોડાય ત્યારે {{amount}} કમાઓ.',
  'footer.label': 'ફૂટર',
  'footer.getItOn': 'અહીંથી મેળવો',
  'footer.downloadOnThe': 'અહીંથી ડાઉનલોડ કરો',
  'chunkError.title': 'આ પેજ લોડ થઈ શક્યું નહીં',
  'chunkError.message': 'ઍપનો થોડો ભાગ ડાઉનલોડ થયો નથી. તમારું ઇન્ટરનેટ કનેક્શન તપાસો અને પેજ ફરી લોડ કરો.',
  'error.title': 'ઍપમાં અણધારી ભૂલ!',
  'error.fallback': 'આ પેજ બતાવતી વખતે કંઈક ખોટું થયું.',
  'error.reload': 'ફરી લોડ કરો',
  'error.goHome': 'હોમ પર જાઓ',
  'account.signInTitle': '{{title}} જોવા માટે સાઇન ઇન કરો',
  'account.signInMessage': 'આગળ વધવા માટે તમારા મોબાઇલ નંબર અને ઓટીપીથી સાઇન ઇન કરો.',
  'account.applicationsSubtitle': 'તમારી બધી નોકરીની અરજીઓ એક જ જગ્યાએ ટ્રૅક અને મેનેજ કરો',
  'account.referralsSubtitle': 'ઉમેદવારોને રેફર કરો અને સફળ નિમણૂક પર ઇનામ મેળવો',
  'account.earningsSubtitle': 'તમારી રેફરલ કમાણી ટ્રૅક કરો અને ઉપાડ મેનેજ કરો',
  'account.profileSubtitle': 'તમારી વ્યક્તિગત માહિતી અને કારકિર્દીની વિગતો મેનેજ કરો',
  'home.referAside': 'રેફર કરો અને કમાઓ',
  'projects.emptyTitle': 'હજી કોઈ પ્રોજેક્ટ નથી',
  'projects.emptyMessage': 'તમારા પ્રોજેક્ટ ઉમેરાતાં જ અહીં દેખાશે.',
  'underConstruction.title': 'આ પેજ હજી તૈયાર થઈ રહ્યું છે. કૃપા કરીને પછીથી ફરી જુઓ!',
};

export default gu;
