import type en from './en.ts';

/** The notification bell's and dropdown's texts in Hindi. */
const hi: Record<keyof typeof en, string> = {
  'bell.unread_one': 'सूचनाएँ, {{n}} अपठित',
  'bell.unread_other': 'सूचनाएँ, {{n}} अपठित',
  loading: 'सूचनाएँ लोड हो रही हैं',
  'empty.applied': 'आपके आवेदनों पर अभी कोई अपडेट नहीं है।',
  'empty.openings': 'अभी नई नौकरियों की कोई सूचना नहीं है।',
  'row.unread': 'अपठित',
  'row.untitled': 'सूचना',
  'time.justNow': 'अभी-अभी',
  'time.minutes_one': '{{n}} मिनट पहले',
  'time.minutes_other': '{{n}} मिनट पहले',
  'time.hours_one': '{{n}} घंटा पहले',
  'time.hours_other': '{{n}} घंटे पहले',
  'time.days_one': '{{n}} दिन पहले',
  'time.days_other': '{{n}} दिन पहले',
  'time.weeks_one': '{{n}} हफ़्ता पहले',
  'time.weeks_other': '{{n}} हफ़्ते पहले',
  'time.months_one': '{{n}} महीना पहले',
  'time.months_other': '{{n}} महीने पहले',
  'time.years_one': '{{n}} साल पहले',
  'time.years_other': '{{n}} साल पहले',
};

export default hi;
