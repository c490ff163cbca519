import { LABEL_TRANSLATIONS } from '#contract/languages.ts';
import type { ChromeTexts } from './en.ts';

// The labels the upstream also translates (fetchMultiLingualText) come from the contract.
const labels = LABEL_TRANSLATIONS.ta;

const ta: ChromeTexts = {
  'nav.myApplications': labels['My Applications'],
  'nav.myReferrals': labels['My Referrals'],
  'nav.myEarnings': labels['My Earnings'],
  'nav.signIn': labels['Sign In'],
  'nav.signOut': 'வெளியேறு',
  'nav.myProfile': 'எனது சுயவிவரம்',
  'nav.notifications': 'அறிவிப்புகள்',
  'nav.language': 'மொழி',
  'nav.menu': 'மெனு',
  'footer.aboutUs': 'எங்களைப் பற்றி',
  'footer.contactUs': 'தொடர்பு கொள்ள',
  'footer.privacyPolicy': 'தனியுரிமைக் கொள்கை',
  'footer.followUs': 'எங்களைப் பின்தொடருங்கள்',
  'footer.getTheApp': 'செயலியைப் பெறுங்கள்',
  'footer.rights': 'அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
  'notifications.appliedJobs': 'விண்ணப்பித்த வேலைகள்',
  'notifications.newJobs': 'புதிய வேலைகள்',
};

export default ta;
