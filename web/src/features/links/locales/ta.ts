import type en from './en.ts';

/** The shared-link screens' texts in Tamil. */
const ta: Record<keyof typeof en, string> = {
  'overlay.checking': 'எந்தத் திரையைத் திறக்க வேண்டும் எனச் சரிபார்க்கிறோம்...',
  loading: 'ஏற்றப்படுகிறது...',
  checkingUrl: 'இணைப்பைச் சரிபார்க்கிறோம்...',
  'notFound.title': 'பக்கம் கிடைக்கவில்லை',
  'notFound.message': 'நீங்கள் தேடும் பக்கம் இல்லை அல்லது இணைப்பு காலாவதியாகிவிட்டது.',
  'notFound.home': 'முகப்புக்குச் செல்லவும்',
};

export default ta;
