import type en from './en.ts';

/** The location preference dialog's and the location notices' texts in Bengali. */
const bn: Record<keyof typeof en, string> = {
  title: 'জায়গার পছন্দ',
  description: 'আপনার জন্য কোথায় চাকরি খুঁজব?',
  choices: 'জায়গার পছন্দ',
  'base.title': 'মূল ঠিকানা',
  'base.loading': 'আপনার সেভ করা জায়গা লোড হচ্ছে…',
  'base.saved': 'সেভ করা: {{city}}',
  'base.none': 'আপনার প্রোফাইলে এখনও কোনো মূল ঠিকানা সেভ করা নেই',
  'current.title': 'বর্তমান জায়গা',
  'current.detail': 'এখন আপনি যেখানে আছেন, সেই জায়গা ব্যবহার করুন',
  'notice.declinedNear': 'জায়গার অনুমতি দেওয়া হয়নি। {{city}}-এর কাছাকাছি চাকরি দেখানো হচ্ছে।',
  'notice.denied': 'জায়গার অনুমতি পাওয়া যায়নি। আপনার এলাকার চাকরি দেখানো হচ্ছে।',
  'notice.noGpsNear': 'আপনার সঠিক GPS অবস্থান পাওয়া যায়নি। এখন {{city}}-এর কাছাকাছি চাকরি দেখানো হচ্ছে।',
  'notice.enable': 'কাছাকাছি চাকরি দেখতে ব্রাউজারে জায়গার অনুমতি চালু করুন। এখন আপনার এলাকার চাকরি দেখানো হচ্ছে।',
};

export default bn;
