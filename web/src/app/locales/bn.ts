import type en from './en.ts';

const bn: Record<keyof typeof en, string> = {
  'document.title': 'Talent Jobs – আপনার উপযুক্ত চাকরি খুঁজুন',
  'header.homeLink': 'Talent Jobs, হোম',
  'header.mainNav': 'প্রধান নেভিগেশন',
  'header.mobileNav': 'প্রধান মেনু',
  'profileMenu.label': '{{name}}-এর অ্যাকাউন্ট মেনু',
  'profileMenu.defaultName': 'প্রার্থী',
  'layout.skipToContent': 'মূল বিষয়বস্তুতে যান',
  'layout.loading': 'লোড হচ্ছে...',
  'footer.tagline': 'সারা ভারতে আপনার কাছাকাছি চাকরি খুঁজুন, আর আপনার রেফার করা প্রতিটি বন্ধু যোগ দিলে {{amount}} আয় করুন।',
  'footer.label': 'ফুটার',
  'footer.getItOn': 'এখানে পান',
  'footer.downloadOnThe': 'এখান থেকে ডাউনলোড করুন',
  'chunkError.title': 'এই পেজটি লোড করা যায়নি',
  'chunkError.message': 'অ্যাপের কিছু অংশ ডাউনলোড হয়নি। আপনার ইন্টারনেট সংযোগ দেখে পেজটি আবার লোড করুন।',
  'error.title': 'অ্যাপে অপ্রত্যাশিত ত্রুটি!',
  'error.fallback': 'এই পেজটি দেখানোর সময় কিছু একটা ভুল হয়েছে।',
  'error.reload': 'আবার লোড করুন',
  'error.goHome': 'হোমে যান',
  'account.signInTitle': '{{title}} দেখতে সাইন ইন করুন',
  'account.signInMessage': 'চালিয়ে যেতে আপনার মোবাইল নম্বর ও ওটিপি দিয়ে সাইন ইন করুন।',
  'account.applicationsSubtitle': 'আপনার সব চাকরির আবেদন এক জায়গায় ট্র্যাক ও পরিচালনা করুন',
  'account.referralsSubtitle': 'প্রার্থীদের রেফার করুন এবং সফল নিয়োগে পুরস্কার পান',
  'account.earningsSubtitle': 'আপনার রেফারেল উপার্জন ট্র্যাক করুন ও টাকা তোলা পরিচালনা করুন',
  'account.profileSubtitle': 'আপনার ব্যক্তিগত তথ্য ও কেরিয়ারের বিবরণ পরিচালনা করুন',
  'home.referAside': 'রেফার করুন ও আয় করুন',
  'projects.emptyTitle': 'এখনও কোনো প্রজেক্ট নেই',
  'projects.emptyMessage': 'আপনার প্রজেক্ট যোগ হলেই এখানে দেখা যাবে।',
  'underConstruction.title': 'এই পেজটি এখনও তৈরি হচ্ছে। অনুগ্রহ করে পরে আবার দেখুন!',
};

export default bn;
