import type { TranslationRow } from './translation-row.ts';

/** Job-type and work-mode terms (the Job schema's jobType and workMode values): English, then hi, gu, ta, te. */
export const JOB_TERMS: readonly TranslationRow[] = [
  ['Full time', 'पूर्णकालिक', 'પૂર્ણ સમય', 'முழு நேரம்', 'పూర్తి సమయం'],
  ['Part time', 'अंशकालिक', 'અર્ધ સમય', 'பகுதி நேரம்', 'పార్ట్ టైమ్'],
  ['Contract', 'अनुबंध', 'કરાર આધારિત', 'ஒப்பந்தம்', 'ఒప్పందం'],
  ['Internship', 'इंटर्नशिप', 'ઇન્ટર્નશિપ', 'பயிற்சிப் பணி', 'ఇంటర్న్‌షిప్'],
  ['Remote', 'रिमोट', 'રિમોટ', 'தொலைநிலை', 'రిమోట్'],
  ['On-site', 'कार्यस्थल पर', 'ઑન-સાઇટ', 'அலுவலகத்தில்', 'ఆన్-సైట్'],
  ['Hybrid', 'हाइब्रिड', 'હાઇબ્રિડ', 'ஹைப்ரிட்', 'హైబ్రిడ్'],
  ['Fresher', 'फ्रेशर', 'ફ્રેશર', 'ஃப்ரெஷர்', 'ఫ్రెషర్'],
  ['Immediate joining', 'तुरंत जॉइनिंग', 'તાત્કાલિક જોડાણ', 'உடனடி சேர்க்கை', 'తక్షణ చేరిక'],
];

/** Other spellings of the same terms seen in job data. */
export const JOB_TERM_ALIASES: Readonly<Record<string, string>> = {
  'full-time': 'Full time',
  fulltime: 'Full time',
  'part-time': 'Part time',
  parttime: 'Part time',
  onsite: 'On-site',
  'on site': 'On-site',
  'work from office': 'On-site',
  'work from home': 'Remote',
  freshers: 'Fresher',
  'immediate joiner': 'Immediate joining',
};
