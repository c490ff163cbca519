import type en from './en.ts';

const bn: Record<keyof typeof en, string> = {
  title: 'চাকরির জন্য আবেদন করুন',
  cancel: 'বাতিল করুন',
  submit: 'আবেদন জমা দিন',
  submitting: 'জমা দেওয়া হচ্ছে…',
  loadingProfile: 'আপনার প্রোফাইল লোড হচ্ছে',
  fullName: 'পুরো নাম',
  mobile: 'মোবাইল নম্বর',
  mobileHint: 'আপনার নিবন্ধিত মোবাইল নম্বর',
  email: 'ইমেল (ঐচ্ছিক)',
  'resume.title': 'রিজিউম',
  'resume.current': 'বর্তমান রিজিউম',
  'resume.view': 'দেখুন',
  'resume.download': 'ডাউনলোড করুন',
  'resume.none': 'এখনও কোনো রিজিউম নেই। নজরে আসতে একটি আপলোড করুন।',
  'resume.uploadNew': 'নতুন রিজিউম আপলোড করুন',
  'resume.upload': 'রিজিউম আপলোড করুন',
  'resume.hint': 'PDF, DOC বা DOCX, {{size}}MB-এর কম',
  'resume.progress': 'রিজিউম আপলোড',
  'resume.uploading': 'আপলোড হচ্ছে… {{percent}}%',
  'resume.viewFailed': 'দেখা যায়নি: {{status}} {{detail}}',
};

export default bn;
