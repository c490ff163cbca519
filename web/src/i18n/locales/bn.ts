import { LABEL_TRANSLATIONS } from '#contract/languages.ts';
import type { ChromeTexts } from './en.ts';

// The labels the upstream also translates (fetchMultiLingualText) come from the contract.
const labels = LABEL_TRANSLATIONS.bn;

const bn: ChromeTexts = {
  'nav.myApplications': labels['My Applications'],
  'nav.myReferrals': labels['My Referrals'],
  'nav.myEarnings': labels['My Earnings'],
  'nav.signIn': labels['Sign In'],
  'nav.signOut': 'সাইন আউট',
  'nav.myProfile': 'আমার প্রোফাইল',
  'nav.notifications': 'বিজ্ঞপ্তি',
  'nav.language': 'ভাষা',
  'nav.menu': 'মেনু',
  'footer.aboutUs': 'আমাদের সম্পর্কে',
  'footer.contactUs': 'যোগাযোগ করুন',
  'footer.privacyPolicy': 'গোপনীয়তা নীতি',
  'footer.followUs': 'আমাদের ফলো করুন',
  'footer.getTheApp': 'অ্যাপ ডাউনলোড করুন',
  'footer.rights': 'সর্বস্বত্ব সংরক্ষিত।',
  'notifications.appliedJobs': 'আবেদন করা চাকরি',
  'notifications.newJobs': 'নতুন চাকরি',
};

export default bn;
