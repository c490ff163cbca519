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
};

export default bn;
