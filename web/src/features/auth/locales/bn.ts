import type en from './en.ts';

const bn: Record<keyof typeof en, string> = {
  'mobile.intro': 'আপনার মোবাইল নম্বর দিন, আমরা আপনাকে একটি ওয়ান-টাইম পাসওয়ার্ড (ওটিপি) পাঠাব।',
  'mobile.label': 'মোবাইল নম্বর',
  'mobile.placeholder': '10 সংখ্যার মোবাইল নম্বর',
  'mobile.send': 'ওটিপি পাঠান',
  'mobile.sending': 'ওটিপি পাঠানো হচ্ছে...',
  'code.intro': '<strong>{{mobile}}</strong> নম্বরে পাঠানো {{length}} সংখ্যার ওটিপি দিন',
  'code.resendIn_one': '{{count}} সেকেন্ড পরে আবার ওটিপি পাঠান',
  'code.resendIn_other': '{{count}} সেকেন্ড পরে আবার ওটিপি পাঠান',
  'code.resend': 'আবার ওটিপি পাঠান',
  'code.resending': 'আবার ওটিপি পাঠানো হচ্ছে...',
  'code.changeMobile': 'মোবাইল নম্বর বদলান',
};

export default bn;
