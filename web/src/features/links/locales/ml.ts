import type en from './en.ts';

/** The shared-link screens' texts in Malayalam. */
const ml: Record<keyof typeof en, string> = {
  'overlay.checking': 'ഏത് സ്ക്രീൻ തുറക്കണമെന്ന് പരിശോധിക്കുന്നു...',
  loading: 'ലോഡ് ചെയ്യുന്നു...',
  checkingUrl: 'ലിങ്ക് പരിശോധിക്കുന്നു...',
  'notFound.title': 'പേജ് കണ്ടെത്തിയില്ല',
  'notFound.message': 'നിങ്ങൾ തിരയുന്ന പേജ് നിലവിലില്ല, അല്ലെങ്കിൽ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു.',
  'notFound.home': 'ഹോമിലേക്ക് പോകുക',
};

export default ml;
