import type en from './en.ts';

/** The shared-link screens' texts in Bengali. */
const bn: Record<keyof typeof en, string> = {
  'overlay.checking': 'কোন স্ক্রিন খুলবে তা দেখা হচ্ছে...',
  loading: 'লোড হচ্ছে...',
  checkingUrl: 'লিংক যাচাই করা হচ্ছে...',
  'notFound.title': 'পেজ পাওয়া যায়নি',
  'notFound.message': 'আপনি যে পেজটি খুঁজছেন সেটি নেই, অথবা লিংকের মেয়াদ শেষ হয়ে গেছে।',
  'notFound.home': 'হোমে যান',
};

export default bn;
