import type en from './en.ts';

/** The notification bell's and dropdown's texts in Tamil. */
const ta: Record<keyof typeof en, string> = {
  'bell.unread_one': 'அறிவிப்புகள், {{n}} படிக்கப்படவில்லை',
  'bell.unread_other': 'அறிவிப்புகள், {{n}} படிக்கப்படவில்லை',
  loading: 'அறிவிப்புகள் ஏற்றப்படுகின்றன',
  'empty.applied': 'உங்கள் விண்ணப்பங்களில் இன்னும் புதிய தகவல் இல்லை.',
  'empty.openings': 'இப்போது புதிய வேலை அறிவிப்புகள் இல்லை.',
  'row.unread': 'படிக்கப்படவில்லை',
  'row.untitled': 'அறிவிப்பு',
  'time.justNow': 'இப்போதுதான்',
  'time.minutes_one': '{{n}} நிமிடத்திற்கு முன்பு',
  'time.minutes_other': '{{n}} நிமிடங்களுக்கு முன்பு',
  'time.hours_one': '{{n}} மணிநேரத்திற்கு முன்பு',
  'time.hours_other': '{{n}} மணிநேரத்திற்கு முன்பு',
  'time.days_one': '{{n}} நாளுக்கு முன்பு',
  'time.days_other': '{{n}} நாட்களுக்கு முன்பு',
  'time.weeks_one': '{{n}} வாரத்திற்கு முன்பு',
  'time.weeks_other': '{{n}} வாரங்களுக்கு முன்பு',
  'time.months_one': '{{n}} மாதத்திற்கு முன்பு',
  'time.months_other': '{{n}} மாதங்களுக்கு முன்பு',
  'time.years_one': '{{n}} ஆண்டுக்கு முன்பு',
  'time.years_other': '{{n}} ஆண்டுகளுக்கு முன்பு',
};

export default ta;
