import type en from './en.ts';

/** The notification bell's and dropdown's texts in Bengali. */
const bn: Record<keyof typeof en, string> = {
  'bell.unread_one': 'বিজ্ঞপ্তি, {{n}}টি পড়া হয়নি',
  'bell.unread_other': 'বিজ্ঞপ্তি, {{n}}টি পড়া হয়নি',
  loading: 'বিজ্ঞপ্তি লোড হচ্ছে',
  'empty.applied': 'আপনার আবেদনগুলোর কোনো আপডেট এখনও নেই।',
  'empty.openings': 'এই মুহূর্তে নতুন চাকরির কোনো খবর নেই।',
  'row.unread': 'পড়া হয়নি',
  'row.untitled': 'বিজ্ঞপ্তি',
  'time.justNow': 'এইমাত্র',
  'time.minutes_one': '{{n}} মিনিট আগে',
  'time.minutes_other': '{{n}} মিনিট আগে',
  'time.hours_one': '{{n}} ঘণ্টা আগে',
  'time.hours_other': '{{n}} ঘণ্টা আগে',
  'time.days_one': '{{n}} দিন আগে',
  'time.days_other': '{{n}} দিন আগে',
  'time.weeks_one': '{{n}} সপ্তাহ আগে',
  'time.weeks_other': '{{n}} সপ্তাহ আগে',
  'time.months_one': '{{n}} মাস আগে',
  'time.months_other': '{{n}} মাস আগে',
  'time.years_one': '{{n}} বছর আগে',
  'time.years_other': '{{n}} বছর আগে',
};

export default bn;
