export const APP_LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം' },
] as const;

export type AppLanguageCode = (typeof APP_LANGUAGES)[number]['code'];

const CODES = new Set<string>(APP_LANGUAGES.map((l) => l.code));
export const isAppLanguage = (code: string): code is AppLanguageCode => CODES.has(code);

type Labels = Record<'My Applications' | 'My Referrals' | 'My Earnings' | 'Sign In', string>;

/** The navigation labels in every app language except English. */
export const LABELS: Record<Exclude<AppLanguageCode, 'en'>, Labels> = {
  hi: { 'My Applications': 'मेरे आवेदन', 'My Referrals': 'मेरे रेफ़रल', 'My Earnings': 'मेरी कमाई', 'Sign In': 'साइन इन करें' },
  bn: { 'My Applications': 'আমার আবেদন', 'My Referrals': 'আমার রেফারেল', 'My Earnings': 'আমার উপার্জন', 'Sign In': 'সাইন ইন করুন' },
  ta: { 'My Applications': 'எனது விண்ணப்பங்கள்', 'My Referrals': 'எனது பரிந்துரைகள்', 'My Earnings': 'எனது வருமானம்', 'Sign In': 'உள்நுழைக' },
  te: { 'My Applications': 'నా దరఖాస్తులు', 'My Referrals': 'నా రిఫరల్స్', 'My Earnings': 'నా సంపాదన', 'Sign In': 'సైన్ ఇన్ చేయండి' },
  mr: { 'My Applications': 'माझे अर्ज', 'My Referrals': 'माझे रेफरल', 'My Earnings': 'माझी कमाई', 'Sign In': 'साइन इन करा' },
  gu: { 'My Applications': 'મારી અરજીઓ', 'My Referrals': 'મારા રેફરલ્સ', 'My Earnings': 'મારી કમાણી', 'Sign In': 'સાઇન ઇન કરો' },
  kn: { 'My Applications': 'ನನ್ನ ಅರ್ಜಿಗಳು', 'My Referrals': 'ನನ್ನ ರೆಫರಲ್\u200cಗಳು', 'My Earnings': 'ನನ್ನ ಗಳಿಕೆ', 'Sign In': 'ಸೈನ್ ಇನ್ ಮಾಡಿ' },
  ml: { 'My Applications': 'എന്റെ അപേക്ഷകൾ', 'My Referrals': 'എന്റെ റഫറലുകൾ', 'My Earnings': 'എന്റെ വരുമാനം', 'Sign In': 'സൈൻ ഇൻ ചെയ്യുക' },
};
