import type en from './en.ts';

/** The search banner's texts in Gujarati. */
const gu: Record<keyof typeof en, string> = {
  title: 'તમારી પસંદની નોકરી શોધો',
  subtitle: 'નજીકની નોકરીઓ શોધો, થોડી મિનિટોમાં અરજી કરો અને તમે રેફર કરેલા દરેક મિત્રને નોકરી મળે ત્યારે {{amount}} કમાઓ.',
  form: 'નોકરી શોધ',
  filters: 'શોધ ફિલ્ટર',
  'city.label': 'શહેર',
  'city.placeholder': 'શહેર શોધો',
  'city.tooShort': 'ઓછામાં ઓછા {{min}} અક્ષર લખો…',
  'city.looking': 'શહેરો શોધી રહ્યા છીએ…',
  'city.none': 'કોઈ પરિણામ નથી',
  'city.tooMany': 'પહેલાં {{max}} પરિણામ બતાવીએ છીએ… શોધ વધુ ચોક્કસ કરો',
  'city.noCoordinates': 'શહેરનું સ્થાન મળી શક્યું નથી. કૃપા કરીને બીજું સૂચન પસંદ કરો.',
  'city.failed': 'શહેર ઉમેરી શકાયું નથી. કૃપા કરીને ફરી પ્રયાસ કરો.',
  'city.chooseFromList': 'સ્થાન મેળવવા માટે કૃપા કરીને સૂચનોમાંથી એક શહેર પસંદ કરો.',
  'designation.label': 'નોકરીનું નામ અથવા હોદ્દો',
  'designation.placeholder': 'દા.ત. ડિલિવરી એક્ઝિક્યુટિવ',
  'designation.none': 'મેળ ખાતો કોઈ હોદ્દો નથી',
  'skills.label': 'કુશળતા',
  'skills.placeholder': 'દા.ત. હિન્દી, ડ્રાઇવિંગ',
  'skills.none': 'મેળ ખાતી કોઈ કુશળતા નથી',
  'action.addingCity': 'શહેર ઉમેરી રહ્યા છીએ…',
  'action.searching': 'શોધી રહ્યા છીએ…',
  'action.search': 'નોકરીઓ શોધો',
  'action.reset': 'રીસેટ કરો',
  'action.filters': 'ફિલ્ટર',
  noCriteria: 'નોકરીઓ શોધવા માટે ઓછામાં ઓછી એક વિગત ભરો (નોકરીનું નામ, સ્થળ અથવા કુશળતા).',
};

export default gu;
