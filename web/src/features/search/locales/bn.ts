import type en from './en.ts';

/** The search banner's texts in Bengali. */
const bn: Record<keyof typeof en, string> = {
  title: 'আপনার পছন্দের চাকরি খুঁজুন',
  subtitle: 'কাছাকাছি চাকরি খুঁজুন, কয়েক মিনিটে আবেদন করুন, আর আপনার রেফার করা প্রত্যেক বন্ধুর চাকরি হলে {{amount}} আয় করুন।',
  form: 'চাকরি খোঁজা',
  filters: 'খোঁজের ফিল্টার',
  'city.label': 'শহর',
  'city.placeholder': 'শহর খুঁজুন',
  'city.tooShort': 'অন্তত {{min}}টি অক্ষর লিখুন…',
  'city.looking': 'শহর খোঁজা হচ্ছে…',
  'city.none': 'কোনো ফল নেই',
  'city.tooMany': 'প্রথম {{max}}টি ফল দেখানো হচ্ছে… খোঁজ আরও নির্দিষ্ট করুন',
  'city.noCoordinates': 'শহরের অবস্থান পাওয়া যায়নি। অন্য একটি পরামর্শ বেছে নিন।',
  'city.failed': 'শহর যোগ করা যায়নি। আবার চেষ্টা করুন।',
  'city.chooseFromList': 'পরামর্শের তালিকা থেকে একটি শহর বেছে নিন, যাতে আমরা তার অবস্থান জানতে পারি।',
  'designation.label': 'চাকরির নাম বা পদ',
  'designation.placeholder': 'যেমন ডেলিভারি এক্সিকিউটিভ',
  'designation.none': 'মেলে এমন কোনো পদ নেই',
  'skills.label': 'দক্ষতা',
  'skills.placeholder': 'যেমন হিন্দি, ড্রাইভিং',
  'skills.none': 'মেলে এমন কোনো দক্ষতা নেই',
  'action.addingCity': 'শহর যোগ করা হচ্ছে…',
  'action.searching': 'খোঁজা হচ্ছে…',
  'action.search': 'চাকরি খুঁজুন',
  'action.reset': 'রিসেট করুন',
  'action.filters': 'ফিল্টার',
  noCriteria: 'চাকরি খুঁজতে অন্তত একটি তথ্য দিন (চাকরির নাম, জায়গা বা দক্ষতা)।',
};

export default bn;
