import type en from './en.ts';

const bn: Record<keyof typeof en, string> = {
  'modal.title': 'রেফার করুন ও আয় করুন',
  'modal.forJob': '{{jobTitle}}-এর জন্য কাউকে রেফার করুন',
  'modal.direct': 'বন্ধুদের কাছাকাছি চাকরির জন্য রেফার করুন',
  'modal.cancel': 'বাতিল করুন',
  'modal.submit': 'রেফারেল জমা দিন',
  'modal.submitting': 'জমা দেওয়া হচ্ছে…',
  'modal.reward': 'যোগ দিয়ে এক মাস পূর্ণ করা প্রতিটি রেফারেলের জন্য {{amount}} আয় করুন।',
  'modal.candidate': 'প্রার্থী {{number}}',
  'modal.remove': 'সরান',
  'modal.removeCandidate': 'প্রার্থী {{number}} সরান',
  'modal.addAnother': '+ আরও একজন প্রার্থী যোগ করুন',
  'modal.invalidMobileFor': '{{name}}-এর মোবাইল নম্বর সঠিক নয়। 6-9 দিয়ে শুরু হওয়া সঠিক 10 সংখ্যার নম্বর দিন।',
  candidateName: 'প্রার্থীর নাম',
  mobile: 'মোবাইল নম্বর',
  'card.title': 'একজন প্রার্থীকে রেফার করুন',
  'card.text': 'পরিচিত কেউ চাকরি খুঁজছেন? তাঁকে রেফার করুন, আর তিনি যোগ দিয়ে এক মাস পূর্ণ করলে {{amount}} আয় করুন।',
  'card.refer': 'এখনই রেফার করুন',
  'card.referring': 'রেফার করা হচ্ছে…',
  'card.failed': 'প্রার্থী যোগ করা যায়নি: {{message}}',
};

export default bn;
