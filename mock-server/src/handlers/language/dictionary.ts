/** Built-in translations of job titles, city names and job-type terms (the languages job fields are shown in). */
type DictionaryLanguage = 'hi' | 'gu' | 'ta' | 'te';

type Row = readonly [english: string, hi: string, gu: string, ta: string, te: string];

const ZWNJ = '\u200c';

const JOB_TITLES: readonly Row[] = [
  ['Delivery Executive', 'डिलीवरी एग्जीक्यूटिव', 'ડિલિવરી એક્ઝિક્યુટિવ', 'டெலிவரி எக்ஸிகியூட்டிவ்', 'డెలివరీ ఎగ్జిక్యూటివ్'],
  ['Telecaller', 'टेलीकॉलर', 'ટેલિકોલર', 'டெலிகாலர்', 'టెలికాలర్'],
  ['Sales Executive', 'सेल्स एग्जीक्यूटिव', 'સેલ્સ એક્ઝિક્યુટિવ', 'விற்பனை நிர்வாகி', 'సేల్స్ ఎగ్జిక్యూటివ్'],
  [
    'Customer Support Executive',
    'ग्राहक सहायता एग्जीक्यूटिव',
    'ગ્રાહક સહાય એક્ઝિક્યુટિવ',
    'வாடிக்கையாளர் சேவை நிர்வாகி',
    'కస్టమర్ సపోర్ట్ ఎగ్జిక్యూటివ్',
  ],
  ['Warehouse Associate', 'वेयरहाउस एसोसिएट', 'વેરહાઉસ એસોસિએટ', 'கிடங்கு உதவியாளர்', 'గిడ్డంగి సహాయకుడు'],
  ['Accountant', 'लेखाकार', 'એકાઉન્ટન્ટ', 'கணக்காளர்', 'అకౌంటెంట్'],
  ['Cab Driver', 'कैब ड्राइवर', 'કેબ ડ્રાઇવર', 'கேப் ஓட்டுநர்', 'క్యాబ్ డ్రైవర్'],
  ['Truck Driver', 'ट्रक ड्राइवर', 'ટ્રક ડ્રાઇવર', 'லாரி ஓட்டுநர்', 'ట్రక్ డ్రైవర్'],
  ['Security Guard', 'सुरक्षा गार्ड', 'સિક્યુરિટી ગાર્ડ', 'பாதுகாவலர்', 'సెక్యూరిటీ గార్డ్'],
  ['Software Engineer', 'सॉफ्टवेयर इंजीनियर', 'સોફ્ટવેર એન્જિનિયર', 'மென்பொருள் பொறியாளர்', `సాఫ్ట్${ZWNJ}వేర్ ఇంజనీర్`],
  ['Cook', 'रसोइया', 'રસોઈયો', 'சமையல்காரர்', 'వంటవాడు'],
  ['Electrician', 'इलेक्ट्रीशियन', 'ઇલેક્ટ્રિશિયન', 'மின் பணியாளர்', 'ఎలక్ట్రీషియన్'],
  ['Teacher', 'शिक्षक', 'શિક્ષક', 'ஆசிரியர்', 'ఉపాధ్యాయుడు'],
  ['Staff Nurse', 'स्टाफ नर्स', 'સ્ટાફ નર્સ', 'செவிலியர்', 'స్టాఫ్ నర్స్'],
  ['Data Entry Operator', 'डेटा एंट्री ऑपरेटर', 'ડેટા એન્ટ્રી ઓપરેટર', 'தரவு உள்ளீட்டு இயக்குநர்', 'డేటా ఎంట్రీ ఆపరేటర్'],
  ['Cashier', 'कैशियर', 'કેશિયર', 'காசாளர்', 'క్యాషియర్'],
  ['Receptionist', 'रिसेप्शनिस्ट', 'રિસેપ્શનિસ્ટ', 'வரவேற்பாளர்', 'రిసెప్షనిస్ట్'],
];

const CITY_NAMES: readonly Row[] = [
  ['New Delhi', 'नई दिल्ली', 'નવી દિલ્હી', 'புது தில்லி', 'న్యూఢిల్లీ'],
  ['Mumbai', 'मुंबई', 'મુંબઈ', 'மும்பை', 'ముంబై'],
  ['Pune', 'पुणे', 'પુણે', 'புனே', 'పూణే'],
  ['Ahmedabad', 'अहमदाबाद', 'અમદાવાદ', 'அகமதாபாத்', 'అహ్మదాబాద్'],
  ['Bengaluru', 'बेंगलुरु', 'બેંગલુરુ', 'பெங்களூரு', 'బెంగళూరు'],
  ['Chennai', 'चेन्नई', 'ચેન્નઈ', 'சென்னை', 'చెన్నై'],
  ['Hyderabad', 'हैदराबाद', 'હૈદરાબાદ', 'ஹைதராபாத்', 'హైదరాబాద్'],
  ['Kolkata', 'कोलकाता', 'કોલકાતા', 'கொல்கத்தா', `కోల్${ZWNJ}కతా`],
  ['Surat', 'सूरत', 'સુરત', 'சூரத்', 'సూరత్'],
  ['Jaipur', 'जयपुर', 'જયપુર', 'ஜெய்ப்பூர்', 'జైపూర్'],
  ['Lucknow', 'लखनऊ', 'લખનઉ', 'லக்னோ', 'లక్నో'],
  ['Coimbatore', 'कोयंबटूर', 'કોઇમ્બતુર', 'கோயம்புத்தூர்', 'కోయంబత్తూరు'],
  ['Visakhapatnam', 'विशाखापत्तनम', 'વિશાખાપટ્ટનમ', 'விசாகப்பட்டினம்', 'విశాఖపట్నం'],
  ['Vadodara', 'वडोदरा', 'વડોદરા', 'வடோதரா', 'వడోదర'],
  ['Gurugram', 'गुरुग्राम', 'ગુરુગ્રામ', 'குருகிராம்', 'గురుగ్రామ్'],
  ['Noida', 'नोएडा', 'નોઇડા', 'நொய்டா', 'నోయిడా'],
];

const JOB_TYPE_TERMS: readonly Row[] = [
  ['Full time', 'पूर्णकालिक', 'પૂર્ણ સમય', 'முழு நேரம்', 'పూర్తి సమయం'],
  ['Part time', 'अंशकालिक', 'પાર્ટ ટાઇમ', 'பகுதி நேரம்', 'పార్ట్ టైమ్'],
  ['Contract', 'अनुबंध', 'કરાર', 'ஒப்பந்தம்', 'కాంట్రాక్ట్'],
  ['Internship', 'इंटर्नशिप', 'ઇન્ટર્નશિપ', 'பயிற்சிப் பணி', `ఇంటర్న్${ZWNJ}షిప్`],
  ['Remote', 'रिमोट', 'રિમોટ', 'தொலைதூரப் பணி', 'రిమోట్'],
  ['On-site', 'ऑन-साइट', 'ઓન-સાઇટ', 'அலுவலகத்தில்', 'ఆన్-సైట్'],
  ['Hybrid', 'हाइब्रिड', 'હાઇબ્રિડ', 'கலப்பு முறை', 'హైబ్రిడ్'],
  ['Fresher', 'फ्रेशर', 'ફ્રેશર', 'புதியவர்', 'ఫ్రెషర్'],
  ['Immediate joining', 'तुरंत जॉइनिंग', 'તાત્કાલિક જોડાણ', 'உடனடி சேர்க்கை', 'వెంటనే చేరిక'],
];

const COLUMN: Record<DictionaryLanguage, 1 | 2 | 3 | 4> = { hi: 1, gu: 2, ta: 3, te: 4 };

/** 'Full-time', 'FULL_TIME' and 'full  time' are one key. */
const dictionaryKey = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ');

const ENTRIES = new Map<string, Row>(
  [...JOB_TITLES, ...CITY_NAMES, ...JOB_TYPE_TERMS].map((row) => [dictionaryKey(row[0]), row]),
);

export const isDictionaryLanguage = (code: string): code is DictionaryLanguage => code in COLUMN;

/** The built-in translation of a whole text, or undefined when the dictionary does not know it. */
export function translateTerm(text: string, language: DictionaryLanguage): string | undefined {
  return ENTRIES.get(dictionaryKey(text))?.[COLUMN[language]];
}
