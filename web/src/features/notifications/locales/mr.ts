import type en from './en.ts';

/** The notification bell's and dropdown's texts in Marathi. */
const mr: Record<keyof typeof en, string> = {
  'bell.unread_one': 'सूचना, {{n}} न वाचलेली',
  'bell.unread_other': 'सूचना, {{n}} न वाचलेल्या',
  loading: 'सूचना लोड होत आहेत',
  'empty.applied': 'तुमच्या अर्जांबाबत अजून कोणतेही अपडेट नाहीत.',
  'empty.openings': 'सध्या नवीन नोकऱ्यांच्या सूचना नाहीत.',
  'row.unread': 'न वाचलेली',
  'row.untitled': 'सूचना',
  'time.justNow': 'आत्ताच',
  'time.minutes_one': '{{n}} मिनिटापूर्वी',
  'time.minutes_other': '{{n}} मिनिटांपूर्वी',
  'time.hours_one': '{{n}} तासापूर्वी',
  'time.hours_other': '{{n}} तासांपूर्वी',
  'time.days_one': '{{n}} दिवसापूर्वी',
  'time.days_other': '{{n}} दिवसांपूर्वी',
  'time.weeks_one': '{{n}} आठवड्यापूर्वी',
  'time.weeks_other': '{{n}} आठवड्यांपूर्वी',
  'time.months_one': '{{n}} महिन्यापूर्वी',
  'time.months_other': '{{n}} महिन्यांपूर्वी',
  'time.years_one': '{{n}} वर्षापूर्वी',
  'time.years_other': '{{n}} वर्षांपूर्वी',
};

export default mr;
